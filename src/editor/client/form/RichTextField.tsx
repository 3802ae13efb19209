import { Button, Input, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { markdownToDoc, OutsideEditorSubset } from '../../../rich-text/prosemirror';
import { richTextOptionsOf } from '../../../schema';
import { describe, type FieldProps } from './field-props';
import { TextField } from './TextFields';

// Tiptap and ProseMirror load with the first rich field, not with the editor.
const RichTextFieldControl = lazy(() => import('./RichTextFieldControl'));

/** What in `text` the control has no node for, or undefined when it can show all of it. */
function outsideSubset(text: string, options: { headings: boolean }): string | undefined {
  try {
    markdownToDoc(text, options);
    return undefined;
  } catch (caught) {
    if (caught instanceof OutsideEditorSubset) return caught.construct;
    throw caught;
  }
}

/**
 * A rich text field (`x-rich`): the WYSIWYG control, or the text as it is when it holds something the
 * control cannot show (raw HTML, an image, ...), so opening a page never loses what an author wrote.
 */
export function RichTextField(props: FieldProps) {
  const { value, resolved, label, required } = props;
  const options = richTextOptionsOf(resolved.schema) ?? { headings: false };
  const text = value === undefined || value === null ? '' : String(value);
  const [plain, setPlain] = useState(() => outsideSubset(text, options) !== undefined);
  const showPlain = useCallback(() => setPlain(true), []);
  if (plain) {
    const construct = outsideSubset(text, options);
    return (
      <div>
        <TextField {...props} multiline />
        {construct === undefined ? (
          <Button variant="subtle" size="compact-sm" onClick={() => setPlain(false)}>
            Edit with formatting
          </Button>
        ) : (
          <small>
            This text holds {construct}, which the formatting toolbar cannot show: change it here (see
            docs/rich-text.md).
          </small>
        )}
      </div>
    );
  }
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={label} labelElement="div" description={describe(resolved)} required={required}>
          <Loader size="xs" aria-label={`Loading the formatting toolbar of ${label}`} />
        </Input.Wrapper>
      }
    >
      <RichTextFieldControl {...props} text={text} options={options} onOutsideSubset={showPlain} />
    </Suspense>
  );
}
