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

  it('puts every stylesheet of the <head> into one <style>, in order, where the first link was', () => {
    expect(head).toContain('<style data-inlined-css>:root{--brand:#0b4f8a}\n.banner{height:20rem}</style>');
    expect(head.indexOf('<style')).toBeGreaterThan(head.indexOf('index-c3.js'));
    expect(head.indexOf('<style')).toBeLessThan(head.indexOf('<title>'));
    expect(head).not.toContain('rel="stylesheet"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/Banner-d4.js">');
  });

  it('moves the links after the content, so they block nothing and the files still get cached', () => {
    expect(body.indexOf('<link rel="stylesheet" crossorigin href="/assets/index-a1.css">')).toBeGreaterThan(
      body.indexOf('</div>'),
    );
    expect(body).toMatch(/Banner-b2\.css">\s*<\/body>/);
  });

  it('leaves a page without stylesheets as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(inlineStylesheets(plain, () => '')).toBe(plain);
  });
});
