import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import {
  gzipBytesOf,
  htmlFileFor,
  inlineScripts,
  inlineStyles,
  measureFirstLoad,
  referencedAssets,
  staticImportsOf,
} from './bench-first-load';

let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function write(relative: string, content: string): number {
  const file = path.join(dist, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return gzipSync(content).length;
}

describe('referencedAssets', () => {
  it('finds module scripts, modulepreloads and stylesheets, and ignores other origins and other links', () => {
    const html = `<head>
      <link rel="stylesheet" href="/assets/app.css"><link rel=modulepreload href='/assets/react.js'>
      <link rel="icon" href="/favicon.svg"><link rel="preload" as="image" href="/images/hero.svg">
      <link rel="canonical" href="https://example.in/"><script src="https://cdn.example.com/x.js"></script>
      <script type="module" crossorigin src="/assets/entry.js"></script><script type="application/ld+json">{}</script>`;
    expect(referencedAssets(html)).toEqual({ js: ['/assets/react.js', '/assets/entry.js'], css: ['/assets/app.css'] });
  });
});

describe('CSS the first paint needs', () => {
  it('counts CSS inlined in <style>, and no disabled link (it names CSS already inlined and is never fetched)', () => {
    const html = `<head><style data-inlined-css>main{color:red}</style><style>p{margin:0}</style>
      <link rel="stylesheet" crossorigin href="/assets/app.css" disabled></head>`;
    expect(referencedAssets(html).css).toEqual([]);
    expect(inlineStyles(html)).toBe('main{color:red}\np{margin:0}');
  });
});

describe('staticImportsOf', () => {
  it('lists static imports and re-exports but not dynamic import()', () => {
    const code = `import{a as b}from"./react.js";import"./side.js";export*from"./more.js";const l=()=>import("./lazy.js");`;
    expect(staticImportsOf(code)).toEqual(['./react.js', './side.js', './more.js']);
  });
});

describe('measureFirstLoad', () => {
  it('follows static imports through the Vite manifest, counts each file once, and skips lazy chunks', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
    const entry = write('assets/entry.js', 'import"./shared.js";'.repeat(50));
    const shared = write('assets/shared.js', 'export const shared = 1;'.repeat(80));
    write('assets/lazy.js', 'export const lazy = 2;'.repeat(300));
    const css = write('assets/app.css', 'body{color:#123}'.repeat(40));
    const blockCss = write('assets/block.css', '.card{margin:0}'.repeat(30));
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'src/entry-client.tsx': { file: 'assets/entry.js', imports: ['_shared.js'], dynamicImports: ['src/lazy.tsx'] },
        '_shared.js': { file: 'assets/shared.js', css: ['assets/block.css'] },
        'src/lazy.tsx': { file: 'assets/lazy.js' },
      }),
    );
    const html = write(
      'about/index.html',
      '<link rel="stylesheet" href="/assets/app.css"><link rel="modulepreload" href="/assets/shared.js"><script type="module" src="/assets/entry.js"></script>',
    );

    const result = measureFirstLoad(dist, '/about');
    expect(result.jsFiles).toEqual(['/assets/entry.js', '/assets/shared.js']);
    expect(result.jsGzipBytes).toBe(entry + shared);
    expect(result.cssFiles).toEqual(['/assets/app.css', '/assets/block.css']);
    expect(result.cssGzipBytes).toBe(css + blockCss);
    expect(result.htmlGzipBytes).toBe(html);
  });

  it('without a manifest follows the relative imports written in the built files', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
    const entry = write('assets/entry.js', 'import{x}from"./dep.js";console.log(x)');
    const dep = write('assets/dep.js', 'export const x=1');
    write('index.html', '<script type="module" src="/assets/entry.js"></script>');
    expect(measureFirstLoad(dist, '/').jsGzipBytes).toBe(entry + dep);
  });

  it('fails loudly when the HTML points at a file that is not in dist/', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
    write('404.html', '<script type="module" src="/assets/gone.js"></script>');
    expect(() => measureFirstLoad(dist, NOT_FOUND_ROUTE)).toThrow(/missing from dist\/: \/assets\/gone.js/);
  });

  it('maps routes to their prerendered files', () => {
    expect(htmlFileFor('/d', '/')).toBe(path.join('/d', 'index.html'));
    expect(htmlFileFor('/d', '/careers/current-openings')).toBe(
      path.join('/d', 'careers', 'current-openings', 'index.html'),
    );
    expect(htmlFileFor('/d', NOT_FOUND_ROUTE)).toBe(path.join('/d', '404.html'));
  });
});

describe('inlineScripts', () => {
  it('keeps inline code the browser runs and skips data blocks, empty scripts and external files', () => {
    const html = `<script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="speculationrules">{"prefetch":[]}</script><script src="/assets/x.js"></script>
      <script>document.documentElement.dataset.js = '1'</script><script type="module">import('/assets/island.js')</script>
      <script type="importmap">{"imports":{}}</script><script> </script>`;
    expect(inlineScripts(html)).toEqual(["document.documentElement.dataset.js = '1'", "import('/assets/island.js')"]);
  });
});

describe('gzipBytesOf', () => {
  it('sizes the script files a visit fetched as built, each once, and skips paths that are not in dist/', () => {
    dist = mkdtempSync(path.join(tmpdir(), 'first-load-'));
    const island = write('assets/island.js', 'export const island = 1;'.repeat(40));
    const react = write('assets/react-dom.js', 'export const dom = 2;'.repeat(90));
    expect(gzipBytesOf(dist, ['/assets/island.js', '/assets/react-dom.js', '/assets/island.js', '/gone.js'])).toBe(
      island + react,
    );
  });
});
