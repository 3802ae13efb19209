import { describe, expect, it } from 'vitest';
import { parseRichText } from './parse-rich-text';
import { richTextLinks } from './rich-text-links';

describe('richTextLinks', () => {
  it('lists every link with its address and where it sits in the string, in reading order', () => {
    const source = 'See [products](/product) and\n\n- [**mail**](mailto:a@example.in)\n- [x](<with space>)';
    expect(richTextLinks(parseRichText(source).tree)).toEqual([
      { href: '/product', offset: 4, length: '[products](/product)'.length },
      {
        href: 'mailto:a@example.in',
        offset: source.indexOf('[**mail**]'),
        length: '[**mail**](mailto:a@example.in)'.length,
      },
      { href: 'with space', offset: source.indexOf('[x]'), length: '[x](<with space>)'.length },
    ]);
  });

  it('decodes escapes in an address as the browser would get it', () => {
    expect(richTextLinks(parseRichText('[x](/a\\_b)').tree)[0]!.href).toBe('/a_b');
  });
});
