// @vitest-environment jsdom
/**
 * What a paste into a rich text field writes, from HTML as Word and web pages put it on the clipboard
 * (paste-fixtures/: Word 365 desktop's clipboard HTML, cut to the pasted fragment and its list styles).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { docToMarkdown } from '../../../rich-text/prosemirror';
import { richTextExtensions } from './rich-text-extensions';
import { cleanPastedHtml } from './rich-text-paste';

// jsdom has no ClipboardEvent, which ProseMirror's pasteHTML (a paste without a real clipboard) creates.
globalThis.ClipboardEvent ??= class extends Event {
  clipboardData = null;
} as unknown as typeof ClipboardEvent;

// Read from the project root (where vitest runs): under jsdom import.meta.url is no file URL.
const fixture = (name: string) => readFileSync(path.resolve('src/editor/client/form/paste-fixtures', name), 'utf8');

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

/** The Markdown an empty field holds after `html` is pasted into it. */
function pasted(html: string): string {
  editor = new Editor({
    extensions: richTextExtensions({ headings: false }, () => undefined),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  editor.view.pasteHTML(html);
  return docToMarkdown(editor.getJSON());
}

describe('pasting Word lists', () => {
  it('makes bulleted points and sub-points of Word list paragraphs, their bullets and formatting gone or kept', () => {
    expect(pasted(fixture('word-bullets.html'))).toBe(
      [
        'Before a line goes live we check:',
        '',
        '- The **guarding** around the cell',
        '  - Light curtains at every opening',
        // Word's third level: deeper than the subset's one level of sub-points, so flattened to it.
        '  - Tested at every shift change',
        '- The pallet pattern for each *SKU*',
        '',
        'Then we run it empty.',
      ].join('\n'),
    );
  });

  it('makes numbered lists of "1." points, with lettered "a." sub-points numbered too', () => {
    expect(pasted(fixture('word-numbered.html'))).toBe(
      [
        '**Commissioning, step by step**',
        '',
        '1. Power up the panel',
        '   1. Check the emergency stops',
        '   2. Read the [manual](https://example.com/manual)',
        '2. Run the first pallet',
      ].join('\n'),
    );
  });

  it('recognises the marker typed in the paragraph when Word leaves out its list style', () => {
    expect(pasted(fixture('word-plain-markers.html'))).toBe(
      ['- First', '- Second, with **bold**', '', 'Between the lists.', '', '1. Numbered one', '2. Numbered two'].join(
        '\n',
      ),
    );
  });

  it('leaves a paragraph that merely starts with a number as text', () => {
    expect(pasted('<p class=MsoNormal>2024 was our best year.</p><p>1. Not a Word list</p>')).toBe(
      '2024 was our best year.\n\n1\\. Not a Word list',
    );
  });
});
