import { describe, expect, it } from 'vitest';
import { parseRichText as parseInBrowser } from './parse-rich-text.client';
import { parseRichText } from './parse-rich-text';
import { richTextTreesOf } from './rich-text-trees-of';
import { rememberRichTextTrees } from './rich-text-trees';

describe("an island's rich texts in the browser", () => {
  const block = {
    type: 'form',
    intro: ['Tell us about your **line**: [our products](/product) show what we build.', 'Plain words only.'],
    nested: { items: [{ text: '## A heading\n\nand a list:\n\n- one\n- two' }] },
  };

  it('sends the trees of the texts that are not plain, and none of the plain ones', () => {
    const trees = richTextTreesOf(block);
    expect(Object.keys(trees).sort()).toEqual([
      'h:## A heading\n\nand a list:\n\n- one\n- two',
      'p:## A heading\n\nand a list:\n\n- one\n- two',
      'p:Tell us about your **line**: [our products](/product) show what we build.',
    ]);
  });

  it('renders from the trees the server sent exactly what the server parsed, without the parser', () => {
    rememberRichTextTrees(JSON.parse(JSON.stringify(richTextTreesOf(block))) as never);
    for (const text of [block.intro[0]!, block.nested.items[0]!.text]) {
      expect(parseInBrowser(text).tree).toEqual(parseRichText(text).tree);
      expect(parseInBrowser(text, { headings: true }).tree).toEqual(parseRichText(text, { headings: true }).tree);
    }
    expect(parseInBrowser('Plain words only.').tree).toEqual(parseRichText('Plain words only.').tree);
  });

  it('shows a text the server did not send as its own words, never as markup', () => {
    const { tree } = parseInBrowser('<script>alert(1)</script> and **this**');
    expect(tree.children).toEqual([
      expect.objectContaining({
        type: 'paragraph',
        children: [expect.objectContaining({ type: 'text', value: '<script>alert(1)</script> and **this**' })],
      }),
    ]);
  });
});
