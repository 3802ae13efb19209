import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFolderName, routeAssets, routeAssetTags, type Manifest } from './prerender-assets';

/** A trimmed Vite manifest: the entry shares Button with the Banner block; DownloadList has its own modal chunk. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', css: ['assets/index-a.css'], imports: ['_button-b.js'], isEntry: true },
  '_button-b.js': { file: 'assets/button-b.js', css: ['assets/button-b.css'] },
  'pages/product/smart-robotic-details.json': { file: 'assets/smart-robotic-details-c.js' },
  'src/browser/blocks/Banner/index.ts': {
    file: 'assets/Banner-d.js',
    css: ['assets/Banner-d.css'],
    imports: ['_button-b.js'],
  },
  'src/browser/blocks/DownloadList/index.tsx': {
    file: 'assets/DownloadList-e.js',
    css: ['assets/DownloadList-e.css'],
    imports: ['_modal-f.js'],
  },
  '_modal-f.js': { file: 'assets/modal-f.js', css: ['assets/modal-f.css', 'assets/button-b.css'] },
  'src/browser/blocks/NewsCarousel/index.ts': { file: 'assets/NewsCarousel-g.js', css: ['assets/NewsCarousel-g.css'] },
};

const page = { file: 'pages/product/smart-robotic-details.json', blockTypes: ['banner', 'downloadList'] };

describe('routeAssets', () => {
  it("lists the route's page chunk, block chunks and their static imports, minus what the entry loads", () => {
    expect(routeAssets(manifest, page)).toEqual({
      css: ['assets/Banner-d.css', 'assets/DownloadList-e.css', 'assets/modal-f.css'],
      modules: [
        'assets/smart-robotic-details-c.js',
        'assets/Banner-d.js',
        'assets/DownloadList-e.js',
        'assets/modal-f.js',
      ],
    });
  });

  it('never preloads a block the route does not use (a carousel stays off routes without one)', () => {
    const { css, modules } = routeAssets(manifest, page);
    expect([...css, ...modules].some((file) => file.includes('NewsCarousel'))).toBe(false);
  });

  it('fails the build when a block type has no chunk', () => {
    expect(() => routeAssets(manifest, { ...page, blockTypes: ['heroCarousel'] })).toThrow(
      'No chunk for block type "heroCarousel" in the build manifest (expected src/browser/blocks/HeroCarousel/index.ts).',
    );
  });
});

describe('routeAssetTags', () => {
  it('writes stylesheet links before modulepreloads, with absolute paths', () => {
    expect(routeAssetTags({ css: ['assets/a.css'], modules: ['assets/a.js'] })).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/a.css">\n    <link rel="modulepreload" crossorigin href="/assets/a.js">',
    );
  });
});

describe('blockFolderName', () => {
  it('names the folder of every registered block type, where the registry imports it from', () => {
    const registry = readFileSync(path.join(process.cwd(), 'src/browser/blocks/registry.ts'), 'utf8');
    const types = [...registry.matchAll(/^\s+(\w+): \(\) => import\('\.\/(\w+)'\)/gm)];
    expect(types.length).toBeGreaterThan(10);
    for (const [, type = '', folder] of types) expect(blockFolderName(type)).toBe(folder);
  });
});
