/** Rich text ⇄ the editor control's ProseMirror documents. Browser-safe: the editor bundles it. */
export { CANONICAL_MARKDOWN_OPTIONS, canonicalMarkdown } from './canonical-markdown.ts';
export type { DocMark, DocNode, RichTextDoc } from './doc-json.ts';
export { docToMarkdown } from './doc-to-markdown.ts';
export { EDITOR_HEADING_LEVELS, markdownToDoc } from './markdown-to-doc.ts';
export { OutsideEditorSubset } from './outside-editor-subset.ts';
export { MOST_LIST_LEVELS } from './list-levels.ts';
