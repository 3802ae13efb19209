import { describe, expect, it } from 'vitest';
import type { FirstLoad } from './bench-first-load';
import { islandJsLimitBytes, judgeFirstLoad } from './bench-first-load-targets';

const load = (jsGzipBytes: number, inlineJsBytes = 0): FirstLoad => ({
  route: '/about',
  htmlBytes: 30_000,
  htmlGzipBytes: 6_000,
  jsFiles: jsGzipBytes > 0 ? ['/assets/entry.js'] : [],
  jsGzipBytes,
  cssFiles: ['/assets/app.css'],
  cssGzipBytes: 9_000,
  inlineCssGzipBytes: 0,
  inlineJsBytes,
});

describe('judgeFirstLoad', () => {
  it('passes a route without islands only when it loads no JavaScript at all', () => {
    expect(judgeFirstLoad(load(0), []).ok).toBe(true);
    expect(judgeFirstLoad(load(1), [])).toEqual({ ok: false, text: '/about: no island, first-load JS 1 B = 0 B' });
    expect(judgeFirstLoad(load(0), [], { requests: 0, gzipBytes: 0 }).ok).toBe(true);
  });

  it('counts inline script code and script requests of a real visit against the 0 B target', () => {
    expect(judgeFirstLoad(load(0, 120), []).text).toBe(
      '/about: no island, first-load JS 120 B (incl. 120 B inline) = 0 B',
    );
    expect(judgeFirstLoad(load(0, 120), []).ok).toBe(false);
    expect(judgeFirstLoad(load(0), [], { requests: 2, gzipBytes: 900 }).ok).toBe(false);
  });

  it('allows a route with islands 80 KiB (81,920 bytes) gzip and no byte more', () => {
    expect(islandJsLimitBytes).toBe(81_920);
    expect(judgeFirstLoad(load(81_920), ['heroCarousel']).ok).toBe(true);
    const over = judgeFirstLoad(load(81_000, 921), ['heroCarousel', 'form']);
    expect(over.ok).toBe(false);
    expect(over.text).toBe(
      '/about: islands heroCarousel, form: first-load JS 81,921 B gzip (incl. 921 B inline); 80.0 KiB <= 80 KiB (81,920 B)',
    );
  });

  it('counts the scripts islands fetch after load when a visit fetched more than the HTML references', () => {
    const small = load(3_290);
    expect(judgeFirstLoad(small, ['heroCarousel']).ok).toBe(true);
    const visited = judgeFirstLoad(small, ['heroCarousel'], { requests: 17, gzipBytes: 102_000 });
    expect(visited.ok).toBe(false);
    expect(visited.text).toBe(
      '/about: islands heroCarousel: first-load JS 3,290 B gzip; a visit fetched 102,000 B gzip in 17 script(s); 99.6 KiB <= 80 KiB (81,920 B)',
    );
  });
});
