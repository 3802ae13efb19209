import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './prerender-inline-css';

const files: Record<string, string> = {
  '/assets/index-a1.css': ':root{--brand:#0b4f8a}\n',
  '/assets/Banner-b2.css': '.banner{height:20rem}',
};
const page = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-c3.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
    <title>Industries</title>
    <link rel="stylesheet" crossorigin href="/assets/Banner-b2.css">
    <link rel="modulepreload" crossorigin href="/assets/Banner-d4.js">
  </head>
  <body>
    <div id="root"><section class="banner">x</section></div>
  </body>
</html>`;

describe('inlineStylesheets', () => {
  const html = inlineStylesheets(page, (href) => files[href]!);
  const [head, body] = html.split('</head>') as [string, string];

  it('puts every stylesheet of the <head> into one <style>, in order, before the first link', () => {
    expect(head).toContain('<style data-inlined-css>:root{--brand:#0b4f8a}\n.banner{height:20rem}</style>');
    expect(head.indexOf('<style')).toBeGreaterThan(head.indexOf('index-c3.js'));
    expect(head.indexOf('<style')).toBeLessThan(head.indexOf('index-a1.css'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Banner-d4.js">');
  });

  it("keeps each link, disabled: not fetched, not applied, but known to Vite's chunk loader", () => {
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-a1.css" disabled>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/Banner-b2.css" disabled>');
    expect(head.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(body).not.toContain('<link');
  });

  it('leaves a page without stylesheets as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(inlineStylesheets(plain, () => '')).toBe(plain);
  });
});
