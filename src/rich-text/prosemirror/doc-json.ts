/**
 * The ProseMirror JSON the editor control holds (the shape of Tiptap's `editor.getJSON()`), restricted to
 * the node and mark names of the rich text subset. Node names are Tiptap's StarterKit names, so the
 * control loads and returns these documents as they are.
 */
export interface DocMark {
  type: 'bold' | 'italic' | 'link';
  /** A link's `href` (and `title` when the Markdown gave one); Tiptap adds target/rel/class as null. */
  attrs?: Record<string, unknown>;
}

export interface DocNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocNode[];
  marks?: DocMark[];
  text?: string;
}

/** A whole document: `{ type: 'doc', content: [paragraph | heading | bulletList | orderedList, ...] }`. */
export interface RichTextDoc extends DocNode {
  type: 'doc';
}
