import { describe, expect, it } from 'vitest';
import { hasLinkTo, withLinksMoved } from '../../src/editor/server/internal-links';

const page = {
  blocks: [
    { type: 'cardGrid', cards: [{ link: { label: 'Specs', href: '/product/x#specs' } }] },
    { type: 'banner', cta: { label: 'More', href: '/product/x/' } },
    { type: 'notice', cta: { label: 'Other', href: '/product/xy' } },
    { type: 'notice', cta: { label: 'Away', href: 'https://example.com/product/x' } },
  ],
};

describe('internal links of a moved page', () => {
  it('finds links to a route with an anchor or a trailing slash, not to a longer route or another site', () => {
    expect(hasLinkTo(page, '/product/x')).toBe(true);
    expect(hasLinkTo(page, '/product')).toBe(false);
    expect(hasLinkTo({ a: { href: 'https://example.com/product/y' } }, '/product/y')).toBe(false);
  });

  it('rewrites them to the new route, keeping anchors, and leaves the others and the original alone', () => {
    const { data, changed } = withLinksMoved(page, '/product/x', '/product/z');
    expect(changed).toBe(true);
    const hrefs = JSON.stringify(data).match(/"href":"[^"]*"/g);
    expect(hrefs).toEqual([
      '"href":"/product/z#specs"',
      '"href":"/product/z"',
      '"href":"/product/xy"',
      '"href":"https://example.com/product/x"',
    ]);
    expect(page.blocks[0]!.cards![0]!.link.href).toBe('/product/x#specs');
  });
});
