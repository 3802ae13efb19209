import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminClientIsCurrent, writeAdminClientStamp } from './admin-client-stamp';

let root: string;
let outDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'admin-stamp-'));
  outDir = path.join(root, 'out');
  mkdirSync(path.join(root, 'src'), { recursive: true });
  mkdirSync(outDir);
  writeFileSync(path.join(root, 'src/app.tsx'), 'export const a = 1;\n');
  writeFileSync(path.join(root, 'src/theme.ts'), 'export const t = 1;\n');
  writeFileSync(path.join(outDir, 'index.html'), '<!doctype html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const stamp = () => writeAdminClientStamp(outDir, root, [path.join(root, 'src/app.tsx'), 'src/theme.ts']);

describe('the admin client stamp', () => {
  it('calls a build current until one of the files it was made of changes', async () => {
    await stamp();
    expect(await adminClientIsCurrent(outDir, root)).toBe(true);
    writeFileSync(path.join(root, 'src/theme.ts'), 'export const t = 2;\n');
    expect(await adminClientIsCurrent(outDir, root)).toBe(false);
  });

  it('calls it stale when an input was deleted, the page is missing or there is no stamp', async () => {
    expect(await adminClientIsCurrent(outDir, root)).toBe(false);
    await stamp();
    rmSync(path.join(root, 'src/app.tsx'));
    expect(await adminClientIsCurrent(outDir, root)).toBe(false);
    await stamp();
    rmSync(path.join(outDir, 'index.html'));
    expect(await adminClientIsCurrent(outDir, root)).toBe(false);
  });
});
