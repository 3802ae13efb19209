import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION as current } from '../../src/build/migrations';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const oldPage = readFileSync(new URL('../fixtures/migrations/v1/about.json', import.meta.url), 'utf8');
const migratedPage = readFileSync(new URL(`../fixtures/migrations/v${current}/about.json`, import.meta.url), 'utf8');
const currentPage = readFileSync(new URL('../fixtures/base/pages/index.json', import.meta.url), 'utf8');

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every image a page names, at the size it states (800 x 600 where it states none). */
function imagesIn(value: unknown): { src: string; width: number; height: number }[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const { src, width, height } = value as Record<string, unknown>;
  const here =
    typeof src === 'string' && src.startsWith('/images/')
      ? [{ src, width: typeof width === 'number' ? width : 800, height: typeof height === 'number' ? height : 600 }]
      : [];
  return [...here, ...Object.values(value).flatMap(imagesIn)];
}

/** The images of a page file; none for a file that does not parse (a test's broken page). */
function imagesInText(text: string) {
  try {
    return imagesIn(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * A throw-away project holding the given pages (paths relative to pages/) and a drawing at every image
 * they name: migration 3 -> 4 reads each image's size from its file, and the live public/images are an
 * author's to change.
 */
function project(pages: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  for (const { src, width, height } of Object.values(pages).flatMap(imagesInText)) {
    const file = path.join(root, 'public', src);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`);
  }
  for (const [file, text] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, 'pages', file)), { recursive: true });
    writeFileSync(path.join(root, 'pages', file), text);
  }
  return root;
}

const readPage = (file: string) => readFileSync(path.join(root, 'pages', file), 'utf8');

async function migrate(...args: string[]): Promise<{ code: number; output: string }> {
  // What `npm run migrate -- <args>` runs, without npm's own start-up time and warnings.
  const command = [process.execPath, ['--import', 'tsx', 'scripts/migrate.ts', '--root', root, ...args]] as const;
  const { code, stdout, stderr } = await promisify(execFile)(...command, { cwd: repoRoot }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code, output: `${stdout}${stderr}`.trimEnd() };
}

describe('npm run migrate', () => {
  it('--check lists the page that is behind, writes nothing and fails; after migrating it passes', async () => {
    project({ 'about.json': oldPage, 'index.json': currentPage });

    const check = await migrate('--check');
    expect(check.code).toBe(1);
    expect(check.output).toContain(`pages/about.json is at schema version 1 (current: ${current})`);
    expect(check.output).not.toContain('pages/index.json');
    expect(readPage('about.json')).toBe(oldPage);

    const run = await migrate();
    expect(run.code).toBe(0);
    expect(run.output).toContain(`pages/about.json: 1 -> ${current}`);
    expect(run.output).toContain('1 -> 2: banner: mobileImage and mobileBreakpointPx are grouped');
    expect(run.output).toContain('2 -> 3: route is removed: the file path is the route');
    expect(run.output).toContain('3 -> 4: image width and height are removed wherever the file gives its size');
    expect(readPage('about.json')).toBe(migratedPage);
    expect(readPage('index.json')).toBe(currentPage);

    expect(await migrate('--check')).toEqual({ code: 0, output: `All 2 pages are at schema version ${current}.` });
  }, 60_000);

  it('migrates the pages it can, names the one it cannot, and fails', async () => {
    project({ 'about.json': oldPage, 'product/broken.json': '{ "schemaVersion": 1,\n  "route": }\n' });

    const run = await migrate();
    expect(run.code).toBe(1);
    expect(run.output).toMatch(/^pages\/product\/broken\.json:2:12 JSON syntax error/m);
    expect(run.output).toContain('1 page could not be migrated');
    expect(readPage('about.json')).toBe(migratedPage);
    expect(readPage('product/broken.json')).toBe('{ "schemaVersion": 1,\n  "route": }\n');
  }, 60_000);
});
