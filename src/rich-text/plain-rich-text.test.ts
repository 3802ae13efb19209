import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { isPlainRichText, plainRichTextTree } from './plain-rich-text';

const plain = [
  'Robotic palletizing for FMCG plants around Pune.',
  'Payback in 18 months, 2 shifts a day, 6 days a week.',
  "Terms, conditions and the company's address (Pune 411001).",
  'E-mail us: sales@example.in; call +91 20 1234 5678.',
  'Price: ₹ 45 lakh, 2026.',
  'Spiral - Belt & Gravity',
];

const marked = [
  'Use **bold** here',
  'an *italic* word',
  'snake_case',
  'a [link](/about)',
  'AT&amp;T',
  'caf&#233;',
  '<b>x</b>',
  '# Heading',
  '- item',
  '1. first',
  '2) second',
  ' leading space',
  'trailing space ',
  'two\nlines',
  'a \\ backslash',
  'code `x`',
  '> quote',
  '+ item',
  '=== under',
  'a | table',
  '!image',
  '~~strike~~',
];

describe('plain rich text', () => {
  it('is one paragraph of itself, exactly the tree the Markdown parser gives', () => {
    for (const text of plain) {
      expect(isPlainRichText(text), text).toBe(true);
      expect(plainRichTextTree(text)).toEqual(fromMarkdown(text));
    }
  });

  it('is never a text with a character or line start Markdown reads as something', () => {
    for (const text of marked) expect(isPlainRichText(text), text).toBe(false);
    expect(isPlainRichText('')).toBe(false);
  });
});
