import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  aboveTheFoldFonts,
  blockFolderName,
  ISLANDS_INPUT,
  routeAssets,
  SHELL_STYLES_INPUT,
  type Manifest,
} from './prerender-assets';

/**
 * A trimmed Vite manifest: the island runtime imports React; the shell's CSS is shared by every
 * page; Banner is static; the carousel shares the button chunk with Banner.
 */
const manifest: Manifest = {
  [ISLANDS_INPUT]: { file: 'assets/hydrate-islands-a.js', isEntry: true },
  '_react-r.js': { file: 'assets/react-r.js' },
  [SHELL_STYLES_INPUT]: { file: 'assets/shell-s.js', css: ['assets/shell-s.css'], isEntry: true },
  '_button-b.js': { file: 'assets/button-b.js', css: ['assets/button-b.css'], imports: ['_react-r.js'] },
  'src/browser/blocks/Banner/index.ts': {
    file: 'assets/Banner-d.js',
    css: ['assets/Banner-d.css'],
    imports: ['_button-b.js'],
  },
  'src/browser/blocks/HeroCarousel/index.ts': {
    file: 'assets/HeroCarousel-h.js',
    css: ['assets/HeroCarousel-h.css'],
    imports: ['_button-b.js', '_embla-e.js'],
  },
  '_embla-e.js': { file: 'assets/embla-e.js' },
  'src/browser/blocks/NewsCarousel/index.ts': { file: 'assets/NewsCarousel-g.js', css: ['assets/NewsCarousel-g.css'] },
};

describe('routeAssets', () => {
  it('gives a page without islands its CSS and no script at all', () => {
    expect(routeAssets(manifest, { blockTypes: ['banner'], islandTypes: [] })).toEqual({
      css: ['assets/shell-s.css', 'assets/button-b.css', 'assets/Banner-d.css'],
    });
  });

  it('gives a page with islands the runtime alone (its islands load their code when they wake) and all CSS', () => {
    const assets = routeAssets(manifest, { blockTypes: ['banner', 'heroCarousel'], islandTypes: ['heroCarousel'] });
    expect(assets.script).toBe('assets/hydrate-islands-a.js');
    expect(assets.css).toEqual([
      'assets/shell-s.css',
      'assets/button-b.css',
      'assets/Banner-d.css',
      'assets/HeroCarousel-h.css',
    ]);
  });

  it('never loads a block the route does not use', () => {
    const { css } = routeAssets(manifest, { blockTypes: ['heroCarousel'], islandTypes: ['heroCarousel'] });
    expect(css.some((file) => file.includes('NewsCarousel'))).toBe(false);
  });

  it('fails the build when a block type has no chunk', () => {
    expect(() => routeAssets(manifest, { blockTypes: ['stats'], islandTypes: [] })).toThrow(
      'No chunk for block type "stats" in the build manifest (expected src/browser/blocks/Stats/index.ts).',
    );
  });
});

describe('aboveTheFoldFonts', () => {
  const shell = manifest[SHELL_STYLES_INPUT]!;

  it('preloads the brand font subset every page uses, not the latin-ext one a rupee sign needs', () => {
    const fonts = {
      ...manifest,
      [SHELL_STYLES_INPUT]: {
        ...shell,
        assets: [
          'assets/ibm-plex-sans-latin-wght-normal-Iv1.woff2',
          'assets/ibm-plex-sans-latin-ext-wght-normal-C2.woff2',
        ],
      },
    };
    expect(aboveTheFoldFonts(fonts)).toEqual(['assets/ibm-plex-sans-latin-wght-normal-Iv1.woff2']);
  });

  it('fails the build when the shell has no such font (a renamed file would otherwise drop the preload)', () => {
    expect(() => aboveTheFoldFonts(manifest)).toThrow(/ibm-plex-sans-latin-wght-normal/);
  });
});

describe('blockFolderName', () => {
  it('names the folder of every registered block type, where the registry imports it from', () => {
    const registry = ['registry.ts', 'island-blocks.ts']
      .map((file) => readFileSync(path.join(process.cwd(), 'src/browser/blocks', file), 'utf8'))
      .join('\n');
    const types = [...registry.matchAll(/^\s+(\w+): \(\) => import\('\.\/(\w+)'\)/gm)];
    expect(types.length).toBe(17);
    for (const [, type = '', folder] of types) expect(blockFolderName(type)).toBe(folder);
  });
});
