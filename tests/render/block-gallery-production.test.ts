/**
 * The block gallery (/__blocks) is a development tool: the built site must neither route to it nor
 * ship its code. scripts/build.ts builds with NODE_ENV=production, so import.meta.env.DEV is false.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type Rolldown } from 'vite';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { renderRoute } from '../../src/browser/app/render-route';
import { pageEntriesFrom, projectRoot, readSite } from './support/page-entries';

const entry = path.join(projectRoot, 'src/browser/entry-client.tsx');
const previousNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = previousNodeEnv;
});

/** The browser entry as `vite build` compiles it, with every import left out of the bundle. */
async function buildClientEntry(define: Record<string, string> = {}): Promise<string> {
  process.env.NODE_ENV = 'production';
  const result = await build({
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
    define,
    build: {
      write: false,
      minify: false,
      rollupOptions: { input: entry, external: (id) => path.resolve(projectRoot, id) !== entry },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .map((file) => (file.type === 'chunk' ? file.code : ''))
    .join('\n');
}

describe('the block gallery in a production build', () => {
  it('is not imported by the browser entry (the development build does import it)', async () => {
    expect(await buildClientEntry()).not.toContain('block-gallery');
    // The same check against a build that keeps development code: it would catch a gallery that leaks.
    expect(await buildClientEntry({ 'import.meta.env.DEV': 'true' })).toContain('./dev/block-gallery-route');
  }, 30_000);

  it('is reachable only through that development-only import', () => {
    const importers = readdirSync(path.join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(path.join('browser', 'dev')))
      .filter((file) =>
        /from '[^']*\/dev\/|import\('[^']*\/dev\//.test(readFileSync(path.join(projectRoot, 'src', file), 'utf8')),
      );
    expect(importers).toEqual([path.join('browser', 'entry-client.tsx')]);
  });

  it('is not a route of the prerendered site: /__blocks renders the not-found page', async () => {
    const site = readSite();
    const { route } = await renderRoute('/__blocks', pageEntriesFrom(path.join(projectRoot, 'pages')), site);
    expect(route).toBe(NOT_FOUND_ROUTE);
  });
});
