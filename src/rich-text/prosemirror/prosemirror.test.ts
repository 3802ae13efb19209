import { describe, expect, it } from 'vitest';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { escapePlainText } from '../escape-plain-text.ts';
import { parseRichText } from '../parse-rich-text.ts';
import {
  canonicalMarkdown,
  docToMarkdown,
  markdownToDoc,
  MOST_LIST_LEVELS,
  OutsideEditorSubset,
  type DocMark,
  type DocNode,
  type RichTextDoc,
} from './index.ts';

const throughEditor = (source: string, headings = false) => docToMarkdown(markdownToDoc(source, { headings }));

/** What the control holds for one paragraph of plain text (as typed). */
const typed = (text: string): RichTextDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

// Canonical Markdown (what the editor writes) goes through the control's document and back byte for byte.
const canonical: [string, string][] = [
  ['a paragraph', 'Plain words.'],
  ['two paragraphs', 'First paragraph.\n\nSecond paragraph.'],
  ['bold', 'Some **bold** words.'],
  ['italic', 'Some *italic* words.'],
  ['bold inside italic', '*italic **bold** more*'],
  ['bold and italic together', '**_both_**'],
  ['a link', 'See [our products](/product) today.'],
  ['an internal link to a section', 'See [the team](/about#team) or [below](#contact).'],
  ['a mailto link', '[Write to us](mailto:sales@example.in).'],
  ['a mailto link from site.json with a subject', '[Apply](mailto:{{contact.email}}?subject=Controls%20Engineer)'],
  ['a site value as a link text', '[{{company.name}}](/about) in **{{contact.city}}**'],
  ['a plain external link', 'Read [the standard](https://www.iso.org/standard/51330.html).'],
  ['a link with bold inside', 'See [our **new** products](/product).'],
  ['bold around a link', '**[Call us](tel:+914012345678) now**'],
  ['an external link with a title', '[Docs](https://example.com/docs "The manual")'],
  ['a hard line break', 'Line one\\\nline two'],
  ['hard line breaks inside bold and a list', '**Plot 14\\\nPune**\n\n- Line one\\\n  line two'],
  ['a bulleted list', '- one\n- two\n- three'],
  ['a numbered list', '1. one\n2. two'],
  ['a numbered list starting at 3', '3. three\n4. four'],
  ['a nested list, one level', '- fruit\n  - apple\n  - pear\n- bread'],
  ['a numbered list inside a bulleted one', '- steps\n  1. open\n  2. close'],
  ['a list item of two paragraphs', '- first\n\n  more of the first\n- second'],
  ['a list item of two paragraphs and sub-points', '- first\n\n  more of the first\n\n  - sub\n- second'],
  ['a numbered list inside a numbered one', '1. steps\n   1. open\n   2. close\n2. done'],
  ['paragraph, list, paragraph', 'Before:\n\n- a\n- b\n\nAfter.'],
  ['formatting in a list', '- **bold** item with [a link](/about)'],
  ['characters that need escaping', 'Use \\* and \\_ and \\[x] and \\<b> here'],
  ['a leading "1."', '1\\. Not a list'],
  ['a leading "-"', '\\- not a bullet'],
];

describe('rich text through the editor control (markdownToDoc, docToMarkdown)', () => {
  it.each(canonical)('%s: the same bytes back', (_name, source) => {
    // The case is canonical: the serialiser itself writes it so.
    expect(canonicalMarkdown(fromMarkdown(source))).toBe(source);
    expect(throughEditor(source)).toBe(source);
  });

  it.each([['## Heading 2\n\ntext'], ['### Heading 3\n\n#### Heading 4\n\n- item']])(
    'headings 2 to 4 where the field allows them: %j',
    (source) => {
      expect(throughEditor(source, true)).toBe(source);
    },
  );

  it.each([
    ['_x_', '*x*'],
    ['__x__', '**x**'],
    ['* item\n* other', '- item\n- other'],
    ['1) one', '1. one'],
    ['Line one  \nline two', 'Line one\\\nline two'],
    ['a soft\nline break', 'a soft line break'],
    ['- loose\n\n- list', '- loose\n- list'],
    ['[a]( /x )', '[a](/x)'],
  ])('non-canonical %j is written canonically once edited: %j', (source, written) => {
    expect(throughEditor(source)).toBe(written);
  });

  it('typed text with Markdown characters is escaped, and reads back as the same text', () => {
    const text = 'Use * and _ and [x] and <b> & `code` here';
    const markdown = docToMarkdown(typed(text));
    expect(markdown).toBe('Use \\* and \\_ and \\[x] and \\<b> & \\`code\\` here');
    expect(markdownToDoc(markdown)).toEqual(typed(text));
    expect(docToMarkdown(typed('1. first'))).toBe('1\\. first');
  });

  // Every character or start of line that Markdown would read as markup, typed as text where it can
  // stand: alone, mid-sentence, at the start of a line after a hard break, inside bold, a link, a point.
  const markupTexts = [
    ...['\\', '*', '_', '[', ']', '<', '>', '`', '&', '#', '+', '-', '=', '~', '!', '|', '(', ')'],
    ...['&amp;', '&copy;', '&#38;', '&#x26;', '*a*', '_a_', '**a**', '[a](/b)', '![a](/b)', '[a]: /b', '<b>'],
    ...['<https://x.in>', '<!-- c -->', '~~~', '```', '---', '***', '___', '# h', '> q', '+ p', '- d', '* s'],
    ...['= e', '1. n', '1) n', '12. n', '2024) n', 'a\\*b', 'snake_case_name', '2 * 3 = 6', '{{company.name}}'],
  ];
  const text = (value: string, marks?: DocMark[]): DocNode => ({ type: 'text', text: value, ...(marks && { marks }) });
  const paragraphOf = (...content: DocNode[]): RichTextDoc => ({
    type: 'doc',
    content: [{ type: 'paragraph', content }],
  });
  const placements: [string, (typedText: string) => RichTextDoc][] = [
    ['alone', (typedText) => paragraphOf(text(typedText))],
    ['mid-sentence', (typedText) => paragraphOf(text(`a ${typedText} z`))],
    ['after a hard break', (typedText) => paragraphOf(text('a'), { type: 'hardBreak' }, text(`${typedText} z`))],
    ['in bold', (typedText) => paragraphOf(text('a '), text(`x${typedText}y`, [{ type: 'bold' }]), text(' z'))],
    [
      'in a link',
      (typedText) => paragraphOf(text(`x ${typedText} y`, [{ type: 'link', attrs: { href: '/about', title: null } }])),
    ],
    [
      'in a point',
      (typedText) => ({
        type: 'doc',
        content: [
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [paragraphOf(text(`${typedText} z`)).content![0]!] }],
          },
        ],
      }),
    ],
  ];

  it.each(placements)(
    'typed Markdown characters %s are escaped, read back as typed, and kept byte for byte',
    (_where, place) => {
      for (const typedText of markupTexts) {
        const doc = place(typedText);
        const written = docToMarkdown(doc);
        expect(markdownToDoc(written), written).toEqual(doc);
        expect(throughEditor(written), written).toBe(written);
      }
    },
  );

  it('reads a site value escaped by the build (escapePlainText) as the very text it was', () => {
    for (const typedText of [...markupTexts, 'A*B_[x](javascript:alert(1))', 'R*D_Works [India]']) {
      expect(markdownToDoc(escapePlainText(typedText))).toEqual(paragraphOf(text(typedText)));
    }
  });

  it('moves spaces and breaks out of bold (`**word **` is not bold in Markdown), drops edge spaces and breaks', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: ' Hello ' },
            { type: 'text', text: 'word ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'again' },
            { type: 'hardBreak' },
          ],
        },
      ],
    };
    expect(docToMarkdown(doc)).toBe('Hello **word** again');
  });

  it('leaves out empty paragraphs and empty bullets (Enter pressed once too often)', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        { type: 'paragraph', content: [{ type: 'text', text: 'Text' }] },
        { type: 'paragraph' },
        {
          type: 'bulletList',
          content: [
            { type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'a' }] }] },
            { type: 'listItem', content: [{ type: 'paragraph' }] },
          ],
        },
        { type: 'orderedList', attrs: { start: 1 }, content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }] },
      ],
    };
    expect(docToMarkdown(doc)).toBe('Text\n\n- a');
    expect(docToMarkdown({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
    expect(markdownToDoc('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it.each([
    ['<b>bold</b>', 'HTML'],
    ['![a photo](/images/a.webp)', 'an image'],
    ['`code`', 'code'],
    ['> a quote', 'a quote'],
    ['# Title', 'a heading'],
    ['## Heading', 'a heading'],
  ])('refuses what it has no node for, so the field shows the text as it is: %j', (source, construct) => {
    expect(() => markdownToDoc(source)).toThrow(OutsideEditorSubset);
    expect(() => markdownToDoc(source)).toThrow(construct);
  });

  it('refuses # and ##### headings even where headings are allowed', () => {
    expect(() => markdownToDoc('# Title', { headings: true })).toThrow(OutsideEditorSubset);
    expect(() => markdownToDoc('##### Deep', { headings: true })).toThrow(OutsideEditorSubset);
  });
});

describe('MOST_LIST_LEVELS', () => {
  const nested = (levels: number) =>
    Array.from({ length: levels }, (_, level) => `${'  '.repeat(level)}- level ${level + 1}`).join('\n');

  it('is as deep as validation lets lists nest: the control never writes a list validation refuses', () => {
    expect(parseRichText(nested(MOST_LIST_LEVELS)).problems).toEqual([]);
    expect(parseRichText(nested(MOST_LIST_LEVELS + 1)).problems.map((problem) => problem.construct)).toEqual([
      'list nested more than one level',
    ]);
  });
});
