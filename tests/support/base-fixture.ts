import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { baseProjectDir, copyFixtureFile } from '../validation/fixture-project';

/**
 * Lays tests/fixtures/base (site.json, home, about and not-found pages, their images) into `root`,
 * each "$schema" rewritten to lead to schemas/ from where the file now sits, so the project is
 * valid in its new place.
 */
export function copyBaseFixture(root: string): void {
  // A run that validated the fixture in place leaves its image cache in node_modules/.cache there:
  // never copy it (the engine's own node_modules may already be linked into root).
  cpSync(baseProjectDir, root, {
    recursive: true,
    filter: (source) => !path.relative(baseProjectDir, source).split(path.sep).includes('node_modules'),
  });
  const pageFiles = readdirSync(path.join(baseProjectDir, 'pages')).map((name) => path.join('pages', name));
  for (const file of ['site.json', ...pageFiles]) copyFixtureFile(path.join(baseProjectDir, file), root, file);
}
