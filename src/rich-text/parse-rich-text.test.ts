import { describe, expect, it } from 'vitest';
import { parseRichText } from './parse-rich-text';

const constructsOf = (source: string, headings = false) =>
  parseRichText(source, { headings }).problems.map(({ construct, offset, length }) => ({
    construct,
    text: source.slice(offset, offset + length),
  }));

describe('parseRichText', () => {
  it('accepts the subset: paragraphs, bold, italic, links, lists one level deep, line breaks', () => {
    const source = [
      '**Bold**, __bold__, *italic*, _italic_ and [a link](/about "About").\\',
      'A new line after a backslash,  ',
      'and after two spaces.',
      '',
      '- one',
      '- two',
      '  - nested once',
      '',
      '1. first',
      '2. second',
      '',
      'Escaped \\<b\\>, \\*, \\# and \\` stay text.',
    ].join('\n');
    expect(parseRichText(source).problems).toEqual([]);
  });

  it.each([
    ['Hello <b>x</b>', 'HTML tag <b>', '<b>', 'use **bold** instead of <b>'],
    ['<strong>x</strong>', 'HTML tag <strong>', '<strong>', 'use **bold** instead of <strong>'],
    ['an <i>x</i>', 'HTML tag <i>', '<i>', 'use *italic* instead of <i>'],
    ['an <em>x</em>', 'HTML tag <em>', '<em>', 'use *italic* instead of <em>'],
    ['<a href="/x">x</a>', 'HTML tag <a>', '<a href="/x">', 'use [text](address) instead of <a href>'],
    ['one<br>two', 'HTML tag <br>', '<br>', 'end the line with a backslash (\\) instead of <br>'],
    ['<div>\nblock\n</div>', 'HTML tag <div>', '<div>\nblock\n</div>', expect.stringContaining('<div>')],
    ['x <!-- note -->', 'HTML comment', '<!-- note -->', expect.stringContaining('comments')],
    [
      '![robot](/images/robot.jpg)',
      'image',
      '![robot](/images/robot.jpg)',
      'pictures go in the Image field, not inside text',
    ],
    ['run `npm`', 'code mark (`...`)', '`npm`', expect.stringContaining('backticks')],
    ['```\ncode\n```', 'code block', '```\ncode\n```', expect.stringContaining('```')],
    ['    indented', 'indented code block', '    indented', expect.stringContaining('4 spaces')],
    ['> quoted', 'quote (>)', '> quoted', expect.stringContaining("'>'")],
    ['a\n\n***', 'horizontal line', '***', expect.stringContaining('---')],
    ['# Title', 'heading', '# Title', expect.stringContaining('headings are not allowed in this field')],
    ['Title\n---', 'heading', 'Title\n---', expect.stringContaining('= or -')],
    ['[a][r]\n\n[r]: /x', 'reference link', '[a][r]', expect.stringContaining('[text](address)')],
    [
      '<https://example.com>',
      'address in angle brackets',
      '<https://example.com>',
      'write the link as [text](https://example.com) instead of <https://example.com>',
    ],
    [
      '<sales@example.in>',
      'address in angle brackets',
      '<sales@example.in>',
      expect.stringContaining('mailto:sales@example.in'),
    ],
  ])('reports %j as %s at its place', (source, construct, text, hint) => {
    const [problem, ...others] = parseRichText(source).problems;
    expect(others.filter((other) => other.construct !== 'link definition')).toEqual([]);
    expect(problem).toEqual({ construct, offset: source.indexOf(text), length: text.length, hint });
  });

  it('reports the link definition of a reference link too', () => {
    expect(constructsOf('[a][r]\n\n[r]: /x')).toEqual([
      { construct: 'reference link', text: '[a][r]' },
      { construct: 'link definition', text: '[r]: /x' },
    ]);
  });

  it('reports <b>x</b> once, but a closing tag alone', () => {
    expect(constructsOf('<b>x</b> and <i>y</i>')).toEqual([
      { construct: 'HTML tag <b>', text: '<b>' },
      { construct: 'HTML tag <i>', text: '<i>' },
    ]);
    expect(constructsOf('x</b>')).toEqual([{ construct: 'HTML tag </b>', text: '</b>' }]);
  });

  it('reports a construct once, not again for what it holds', () => {
    expect(constructsOf('> a <b>quoted</b> word')).toEqual([
      { construct: 'quote (>)', text: '> a <b>quoted</b> word' },
    ]);
  });

  it('allows one level of nested list, not two', () => {
    expect(constructsOf('- a\n  - b\n    - c\n    - d')).toEqual([
      { construct: 'list nested more than one level', text: '- c\n    - d' },
    ]);
    expect(constructsOf('1. a\n   - b')).toEqual([]);
  });

  describe('with headings', () => {
    it('allows ##, ### and ####', () => {
      expect(constructsOf('## Two\n\n### Three\n\n#### Four\n\nText.', true)).toEqual([]);
    });

    it('refuses #, with the Heading field named, and levels 5 and 6', () => {
      const problems = parseRichText('# One\n\n##### Five\n\n###### Six', { headings: true }).problems;
      expect(problems.map(({ construct, offset }) => ({ construct, offset }))).toEqual([
        { construct: 'main heading (#)', offset: 0 },
        { construct: 'level 5 heading', offset: 7 },
        { construct: 'level 6 heading', offset: 19 },
      ]);
      expect(problems[0]!.hint).toBe("the page's heading is the Heading field; use ## for a heading inside an article");
    });

    it('refuses underlined headings, which look like a paragraph and a line', () => {
      expect(constructsOf('Title\n=====\n\nSub\n---', true)).toEqual([
        { construct: 'underlined heading', text: 'Title\n=====' },
        { construct: 'underlined heading', text: 'Sub\n---' },
      ]);
    });

    it('names the heading syntax instead of <h2>', () => {
      expect(parseRichText('<h2>x</h2>', { headings: true }).problems[0]!.hint).toBe(
        'write a heading as a line starting with ## instead of <h2>',
      );
    });
  });
});
