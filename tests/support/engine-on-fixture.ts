import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseProjectDir, copyFixtureFile } from '../validation/fixture-project';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** What an author changes: the content, which the fixture replaces; the rest of the repository is the engine. */
const CONTENT = new Set(['pages', 'site.json', 'public', 'site.contract.json']);
/** What the engine does not need to run: history and outputs. */
const NOT_NEEDED = new Set(['.git', 'dist', 'data']);

/**
 * A temporary project whose content is tests/fixtures/base and whose engine (src/, schemas/, the Vite
 * config, node_modules, ...) is this repository's, linked: for tests that start the engine itself
 * (the dev server) without reading the live pages an author may change. Returns the root and a remover.
 */
export function engineOnFixture(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'engine-on-fixture-'));
  for (const entry of readdirSync(repoRoot)) {
    if (CONTENT.has(entry) || NOT_NEEDED.has(entry)) continue;
    symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  }
  cpSync(baseProjectDir, root, { recursive: true });
  // Each "$schema" leads to this layout's schemas/, so the build's validation sees a valid project.
  for (const file of ['site.json', ...readdirSync(path.join(baseProjectDir, 'pages')).map((name) => `pages/${name}`)])
    copyFixtureFile(path.join(baseProjectDir, file), root, file);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
