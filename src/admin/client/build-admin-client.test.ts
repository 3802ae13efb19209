import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAdminClient } from './build-admin-client';

const outDir = mkdtempSync(path.join(tmpdir(), 'admin-client-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));
const quiet = () => undefined;

describe('buildAdminClient', () => {
  it('builds the app for /admin/: index.html loads its script and styles from /admin/assets/', async () => {
    const result = await buildAdminClient({ outDir, log: quiet });
    expect(result.built).toBe(true);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const assets = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    expect(assets.some((asset) => asset.endsWith('.css'))).toBe(true);
    for (const asset of assets) expect(existsSync(path.join(outDir, asset.replace(/^\/admin\//, '')))).toBe(true);
    expect(html).not.toContain('admin-main.tsx');
  }, 180_000);

  it('skips the build when the folder already holds a build of today’s sources', async () => {
    const before = statSync(path.join(outDir, 'index.html')).mtimeMs;
    const result = await buildAdminClient({ outDir, log: quiet });
    expect(result.built).toBe(false);
    expect(statSync(path.join(outDir, 'index.html')).mtimeMs).toBe(before);
  }, 60_000);

  it('refuses to build into dist/, the public site', async () => {
    const dist = path.join(process.cwd(), 'dist', 'admin');
    await expect(buildAdminClient({ outDir: dist, log: quiet })).rejects.toThrow(/never built into dist/);
    expect(existsSync(path.join(dist, 'index.html'))).toBe(false);
  });
});
