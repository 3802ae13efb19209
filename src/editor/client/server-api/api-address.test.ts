import { describe, expect, it } from 'vitest';
import { apiBase, apiImageAddress, isInAdmin, withApiImageAddresses } from './api-address';

const at = (href: string) => ({ href, pathname: new URL(href).pathname });

describe('the API base, from the page’s own address', () => {
  it.each([
    ['http://127.0.0.1:3001/', '/api/'],
    ['http://127.0.0.1:3001/?file=pages/about.json', '/api/'],
    ['http://127.0.0.1:3001/preview.html', '/api/'],
    ['https://example.com/admin/editor/', '/admin/editor/api/'],
    ['https://example.com/admin/editor/?file=pages/index.json', '/admin/editor/api/'],
    ['https://example.com/admin/editor/preview.html', '/admin/editor/api/'],
  ])('%s → %s', (href, base) => {
    expect(apiBase(at(href))).toBe(base);
  });

  it('knows when it runs inside the admin', () => {
    expect(isInAdmin(at('https://example.com/admin/editor/?file=pages/index.json'))).toBe(true);
    expect(isInAdmin(at('http://127.0.0.1:3001/'))).toBe(false);
  });
});

describe('image addresses through the API', () => {
  const base = '/admin/editor/api/';

  it('moves pictures and renditions, every candidate of a srcset, and nothing else', () => {
    expect(apiImageAddress('/images/hero/robot.jpg', base)).toBe('/admin/editor/api/images/hero/robot.jpg');
    expect(
      apiImageAddress('/assets/images/robot-480.abc.avif 480w, /assets/images/robot-960.abc.avif 960w', base),
    ).toBe(
      '/admin/editor/api/assets/images/robot-480.abc.avif 480w, /admin/editor/api/assets/images/robot-960.abc.avif 960w',
    );
    for (const other of ['https://cdn.example/images/x.jpg', '/about', 'See /images/x.jpg', '/assets/app.js']) {
      expect(apiImageAddress(other, base)).toBe(other);
    }
  });

  it('moves every image address in page data, leaving the rest as it was', () => {
    const page = {
      title: 'About',
      blocks: [
        { type: 'banner', image: { src: '/images/a.jpg', alt: 'A', rendition: { src: '/assets/images/a-1.x.jpg' } } },
      ],
      links: [{ href: '/contact' }],
    };
    expect(withApiImageAddresses(page, base)).toEqual({
      title: 'About',
      blocks: [
        {
          type: 'banner',
          image: {
            src: '/admin/editor/api/images/a.jpg',
            alt: 'A',
            rendition: { src: '/admin/editor/api/assets/images/a-1.x.jpg' },
          },
        },
      ],
      links: [{ href: '/contact' }],
    });
    expect(page.blocks[0]!.image.src).toBe('/images/a.jpg');
  });
});
