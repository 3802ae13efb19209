import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyFixtureFile, fixturesDir } from '../validation/fixture-project';
import { copyBaseFixture } from './base-fixture';
import { engineOnFixture } from './engine-on-fixture';

/** tests/fixtures/collections: pages that query collections, and entries around CONTENT_NOW. */
const collectionsDir = path.join(fixturesDir, 'collections');

/**
 * The moment the collections fixture is built for: the two posts and the Controls Engineer opening
 * are live, the future post publishes the next day, the Service Technician opening closed on 15 April.
 */
export const FIXTURE_NOW = '2026-05-01T12:00:00+05:30';

/** After the Controls Engineer opening closed (30 June): no job is open. */
export const AFTER_LAST_OPENING = '2026-07-01T12:00:00+05:30';

function copyCollectionsFixture(root: string): void {
  for (const entry of readdirSync(collectionsDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(collectionsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFixtureFile(path.join(collectionsDir, file), root, file);
  }
}

/** tests/fixtures/base plus the collections fixture in a temporary folder (no engine): for readPage and the route table. */
export function collectionsProject(): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'collections-fixture-'));
  copyBaseFixture(root);
  copyCollectionsFixture(root);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The same content with this repository's engine linked in: for a build. */
export function collectionsProjectOnEngine(): { root: string; remove: () => void } {
  const project = engineOnFixture();
  copyCollectionsFixture(project.root);
  return project;
}
