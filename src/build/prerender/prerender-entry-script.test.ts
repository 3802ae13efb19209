import { describe, expect, it } from 'vitest';
import { moveEntryScriptToBodyEnd } from './prerender-entry-script';

describe('moveEntryScriptToBodyEnd', () => {
  it('moves the module entry from <head> to after the content', () => {
    const html = moveEntryScriptToBodyEnd(
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-c3.js"></script>\n    <title>x</title></head><body><div id="root">page</div></body></html>',
    );
    expect(html).toBe(
      '<html><head>\n    <title>x</title></head><body><div id="root">page</div>  <script type="module" crossorigin src="/assets/index-c3.js"></script>\n  </body></html>',
    );
  });

  it('leaves a page whose entry is already in the body as it is', () => {
    const html = '<html><head></head><body><script type="module" src="/a.js"></script></body></html>';
    expect(moveEntryScriptToBodyEnd(html)).toBe(html);
  });
});
