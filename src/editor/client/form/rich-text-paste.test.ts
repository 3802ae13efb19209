// @vitest-environment jsdom
/**
 * What a paste into a rich text field writes, from HTML as Word and web pages put it on the clipboard
 * (paste-fixtures/: Word 365 desktop's clipboard HTML, cut to the pasted fragment and its list styles).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { docToMarkdown, markdownToDoc } from '../../../rich-text/prosemirror';
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

/**
 * The Markdown a field holds after `html` is pasted into it: an empty field, or one holding `value`
 * with the cursor after `after` (on a new point of its own when `newPoint`, as Enter makes one).
 */
function pasted(html: string, into?: { value: string; after: string; newPoint?: boolean; headings?: boolean }): string {
  const options = { headings: into?.headings ?? false };
  editor = new Editor({
    extensions: richTextExtensions(options, () => undefined),
    content: into && markdownToDoc(into.value, options),
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
  if (into) {
    let cursor = -1;
    editor.state.doc.descendants((node, position) => {
      const at = node.isText ? node.text!.indexOf(into.after) : -1;
      if (cursor < 0 && at >= 0) cursor = position + at + into.after.length;
    });
    editor.commands.setTextSelection(cursor);
    if (into.newPoint) editor.commands.splitListItem('listItem');
  }
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

describe('pasting a list into a point or sub-point', () => {
  const points = '- Frame\n  - Welded\n  - Painted\n- Gripper';

  it('pastes a list with sub-points into a new sub-point as sub-points, every point kept in order', () => {
    expect(
      pasted('<ul><li>Bolted<ul><li>M12 bolts</li><li>Torqued</li></ul></li><li>Checked</li></ul>', {
        value: points,
        after: 'Welded',
        newPoint: true,
      }),
    ).toBe('- Frame\n  - Welded\n  - Bolted\n  - M12 bolts\n  - Torqued\n  - Checked\n  - Painted\n- Gripper');
  });

  it('pastes a web page’s text, heading and numbered list into a sub-point as sub-points, in reading order', () => {
    expect(
      pasted('<h2>Checks</h2><p>Before the shift:</p><ol><li>Guards<ol><li>Doors</li></ol></li><li>Sensors</li></ol>', {
        value: points,
        after: 'Welded',
        newPoint: true,
        headings: true,
      }),
    ).toBe(
      '- Frame\n  - Welded\n  - Checks\n  - Before the shift:\n  - Guards\n  - Doors\n  - Sensors\n  - Painted\n- Gripper',
    );
  });

  it('joins the first pasted point to the text before the cursor, as any paste does', () => {
    expect(pasted('<p>, then</p><ul><li>Painted twice</li></ul>', { value: points, after: 'Welded' })).toBe(
      '- Frame\n  - Welded, then\n  - Painted twice\n  - Painted\n- Gripper',
    );
  });

  it('keeps one level of sub-points when pasting into a point', () => {
    expect(
      pasted('<ul><li>Bolted<ul><li>M12<ul><li>Zinc</li></ul></li></ul></li></ul>', {
        value: points,
        after: 'Gripper',
        newPoint: true,
      }),
    ).toBe('- Frame\n  - Welded\n  - Painted\n- Gripper\n- Bolted\n  - M12\n  - Zinc');
  });

  it('pastes a Word list into a sub-point of a numbered list as numbered sub-points', () => {
    expect(
      pasted(fixture('word-bullets.html'), { value: '1. Prepare\n   1. Power', after: 'Power', newPoint: true }),
    ).toBe(
      [
        '1. Prepare',
        '   1. Power',
        '   2. Before a line goes live we check:',
        '   3. The **guarding** around the cell',
        '   4. Light curtains at every opening',
        '   5. Tested at every shift change',
        '   6. The pallet pattern for each *SKU*',
        '   7. Then we run it empty.',
      ].join('\n'),
    );
  });
});

describe('pasting from a web page', () => {
  it('keeps bold and text; headings, images, scripts, tables and form controls leave only their words', () => {
    const page = [
      '<h2>Our cells</h2><p>We build <b>palletizers</b><img src="https://x.in/a.png" alt="a robot">.</p>',
      '<script>alert(1)</script><noscript>Enable JavaScript</noscript>',
      '<table><tr><th>Model</th><th>Payload</th></tr><tr><td>KQ-10</td><td>10 kg</td></tr></table>',
      '<form><label>Name <input value="x"></label><select><option>India</option></select><button>Send</button></form>',
    ].join('');
    expect(pasted(page)).toBe('Our cells\n\nWe build **palletizers**.\n\nModel\n\nPayload\n\nKQ-10\n\n10 kg\n\nName');
  });

  it("keeps a Word or web page's top and lowest headings as the field's nearest heading level where the field allows headings", () => {
    const page = '<p>Read on.</p><h1>Why palletize</h1><p>Because.</p><h3>Costs</h3><h6>Fine print</h6>';
    expect(pasted(page, { value: 'Intro.', after: 'Intro.', headings: true })).toBe(
      'Intro.Read on.\n\n## Why palletize\n\nBecause.\n\n### Costs\n\n#### Fine print',
    );
    expect(pasted(page)).toBe('Read on.\n\nWhy palletize\n\nBecause.\n\nCosts\n\nFine print');
  });

  it('leaves addresses in pasted text as text, and {{site references}} whole; only a whole https address becomes a link', () => {
    expect(
      pasted('<p>Mail {{contact.email}} or sales@example.in, see www.kinetiq.in or https://kinetiq.in/about</p>'),
    ).toBe(
      'Mail {{contact.email}} or sales@example.in, see www.kinetiq.in or [https://kinetiq.in/about](https://kinetiq.in/about)',
    );
  });

  it('keeps no link a browser would refuse to follow safely: javascript: and data: links become their words', () => {
    expect(pasted('<p><a href="javascript:alert(1)">Click</a> <a href="data:text/html,x">here</a></p>')).toBe(
      'Click here',
    );
  });

  it('links selected words to an https address pasted over them', () => {
    editor = new Editor({
      extensions: richTextExtensions({ headings: false }, () => undefined),
      content: markdownToDoc('Read the manual'),
    });
    editor.commands.setTextSelection({ from: 10, to: 16 });
    editor.view.pasteText('https://example.com/manual');
    expect(docToMarkdown(editor.getJSON())).toBe('Read the [manual](https://example.com/manual)');
  });
});
