import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyBaseFixture } from './base-fixture';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The engine: what `npm run dev` and the build load besides the content. */
const ENGINE = ['src', 'schemas', 'node_modules', 'package.json', 'tsconfig.json', 'vite.config.ts'];

/**
 * A temporary project whose content is tests/fixtures/base and whose engine is this repository's,
 * linked: for tests that start the engine itself (the dev server) without reading the live pages
 * an author may change.
 */
export function engineOnFixture(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'engine-on-fixture-'));
  for (const entry of ENGINE) symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  copyBaseFixture(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
