import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** A throw-away project holding the given pages (paths relative to pages/) and this repository's images. */
function project(pages: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'migrate-'));
  // Migration 3 -> 4 reads each image's size from its file.
  symlinkSync(path.join(repoRoot, 'public'), path.join(root, 'public'), 'dir');
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
