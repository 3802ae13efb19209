import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const baseProjectDir = path.join(fixturesDir, 'base');
export const invalidFixturesDir = path.join(fixturesDir, 'invalid');

/** The names of tests/fixtures/invalid/<what-is-wrong>/, each one broken project. */
export function invalidFixtureNames(): string[] {
  return readdirSync(invalidFixturesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The exact report `npm run validate` prints for a fixture, from its expected.txt. */
export function expectedReport(name: string): string {
  return readFileSync(path.join(invalidFixturesDir, name, 'expected.txt'), 'utf8').trimEnd();
}

/**
 * A fixture holds only the files that differ from tests/fixtures/base (a small valid project);
 * this lays the base and then the fixture's files into a temporary project folder.
 */
export function materializeFixture(name: string): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), `validation-${name}-`));
  cpSync(baseProjectDir, root, { recursive: true });
  cpSync(path.join(invalidFixturesDir, name), root, {
    recursive: true,
    filter: (source) => path.basename(source) !== 'expected.txt',
  });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
