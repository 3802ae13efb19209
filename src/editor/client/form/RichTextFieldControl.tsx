import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { docToMarkdown, markdownToDoc, OutsideEditorSubset } from '../../../rich-text/prosemirror';
import type { RichTextOptions } from '../../../schema';
import { describe, type FieldProps } from './field-props';
import { fieldId, useFieldError, useFormContext } from './form-context';
import { richTextExtensions } from './rich-text-extensions';
import { cleanPastedHtml } from './rich-text-paste';
import { RichTextFieldLink } from './RichTextFieldLink';
import { SiteReferenceMenu } from './TextFields';

export interface RichTextFieldControlProps extends FieldProps {
  /** The field's value as text ('' when absent). */
  text: string;
  options: RichTextOptions;
  /** The value became something the control cannot show (an undo, a reload): show the text instead. */
  onOutsideSubset(): void;
}

const labels = { bulletListControlLabel: 'Bulleted list', orderedListControlLabel: 'Numbered list' };

/**
 * The WYSIWYG control of a rich text field (Tiptap through @mantine/tiptap). It writes the canonical
 * Markdown, and only when the author changed the content: opening and saving a page changes no byte.
 * Lazy-loaded (RichTextField): Tiptap stays out of the editor's first load.
 */
export default function RichTextFieldControl(props: RichTextFieldControlProps) {
  const { pointer, resolved, label, required, text, options, onOutsideSubset } = props;
  const { change } = useFormContext();
  const error = useFieldError(pointer);
  const id = fieldId(pointer);
  const [linkOpened, setLinkOpened] = useState(false);
  // What the form holds as far as this control knows: its own writes are not loaded back into it.
  const written = useRef(text);
  // Read once: the editor is created with them (useEditor re-applies changed options on each render).
  const [extensions] = useState(() => richTextExtensions(options, () => setLinkOpened(true)));
  const [content] = useState(() => markdownToDoc(text, options));
  // The value as loaded and what the control would write for it: when an edit is undone (or typed
  // away again) the loaded bytes go back, not their canonical rewrite (`_x_` stays `_x_`).
  const loaded = useRef({ text, canonical: docToMarkdown(content) });
  const describedBy = [describe(resolved) && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  const editor = useEditor({
    extensions,
    content,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-invalid': error ? 'true' : 'false',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
      transformPastedHTML: cleanPastedHtml,
    },
    onUpdate: ({ editor: current }) => {
      const canonical = docToMarkdown(current.getJSON());
      const markdown = canonical === loaded.current.canonical ? loaded.current.text : canonical;
      if (markdown === written.current) return;
      written.current = markdown;
      change(pointer, markdown === '' && !required ? undefined : markdown, pointer);
    },
  });
  useEffect(() => {
    if (!editor || text === written.current) return;
    written.current = text;
    try {
      const doc = markdownToDoc(text, options);
      loaded.current = { text, canonical: docToMarkdown(doc) };
      editor.commands.setContent(doc, { emitUpdate: false });
    } catch (caught) {
      if (!(caught instanceof OutsideEditorSubset)) throw caught;
      onOutsideSubset();
    }
  }, [editor, text, options, onOutsideSubset]);
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      description={describe(resolved)}
      error={error}
      required={required}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <RichTextEditor editor={editor} labels={labels} withCodeHighlightStyles={false}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold title="Bold (Ctrl+B)" />
            <RichTextEditor.Italic title="Italic (Ctrl+I)" />
            <RichTextFieldLink
              opened={linkOpened}
              onOpen={() => setLinkOpened(true)}
              onClose={() => setLinkOpened(false)}
            />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          {options.headings && (
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.H4 />
            </RichTextEditor.ControlsGroup>
          )}
          <RichTextEditor.ControlsGroup>
            {/* Where the author's cursor is, as typing it would: the serialiser keeps `{{…}}` as it is. */}
            <SiteReferenceMenu label={label} onPick={(token) => editor?.chain().focus().insertContent(token).run()} />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
