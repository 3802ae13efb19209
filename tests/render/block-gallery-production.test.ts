/**
 * The block gallery (/__blocks) is a development tool: the built site must neither route to it nor
 * ship its code. Only the development server (src/build/dev) loads it, by path, per request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { renderRoute } from '../../src/browser/app/render-route';
import { fixtureSite } from './support/fixture-site';

const srcDir = fileURLToPath(new URL('../../src/', import.meta.url));
const sourceFiles = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.startsWith(path.join('browser', 'dev')),
);
const read = (file: string) => readFileSync(path.join(srcDir, file), 'utf8');

describe('the block gallery in a production build', () => {
  it('is imported by no module of the site: neither the island runtime nor the server render reach it', () => {
    const importers = sourceFiles.filter((file) => /from '[^']*\/dev\/|import\('[^']*\/dev\//.test(read(file)));
    expect(importers).toEqual([]);
  });

  it('is loaded only by the development server', () => {
    const loaders = sourceFiles.filter((file) => read(file).includes('/src/browser/dev/block-gallery-route'));
    expect(loaders).toEqual([path.join('build', 'dev', 'dev-server.ts')]);
  });

  it('is not a route of the prerendered site: /__blocks renders the not-found page', async () => {
    const fixture = fixtureSite();
    try {
      const { route } = await renderRoute('/__blocks', fixture.pages, fixture.site);
      expect(route).toBe(NOT_FOUND_ROUTE);
    } finally {
      fixture.remove();
    }
  });
});
