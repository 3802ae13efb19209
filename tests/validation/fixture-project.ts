import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collections } from '../../src/collections/collections';
import { expectedSchemaPath, type SchemaFile } from '../../src/build/validation/check-schema-path';

export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));
export const baseProjectDir = path.join(fixturesDir, 'base');
export const invalidFixturesDir = path.join(fixturesDir, 'invalid');
export const validFixturesDir = path.join(fixturesDir, 'valid');

/** The names of tests/fixtures/invalid/<what-is-wrong>/, each one broken project. */
export function invalidFixtureNames(): string[] {
  return fixtureNames(invalidFixturesDir);
}

/** The names of tests/fixtures/valid/<what-is-right>/: the passing counterparts of lint fixtures. */
export function validFixtureNames(): string[] {
  return fixtureNames(validFixturesDir);
}

function fixtureNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The exact report `npm run validate` prints for a fixture, from its expected.txt. */
export function expectedReport(name: string): string {
  return readFileSync(path.join(invalidFixturesDir, name, 'expected.txt'), 'utf8').trimEnd();
}

const repoSchemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));

const isSchemaFile = (file: string): file is SchemaFile =>
  ['page.schema.json', 'site.schema.json', 'redirects.schema.json'].includes(file) ||
  collections.some(({ schemaFile }) => schemaFile === file);

/**
 * Fixture files say `"$schema": "../../../../../schemas/page.schema.json"` so they get editor
 * support where they sit in the repo. In a temporary project that path leads nowhere, so a path
 * that leads to the repo's schemas is rewritten to the one the project layout expects (on the same
 * line: reported positions stay those of the fixture). A deliberately wrong path is kept.
 */
export function withProjectSchemaPath(text: string, sourceFile: string, projectFile: string): string {
  return text.replace(/"\$schema": "([^"]*)"/, (line, value: string) => {
    const schemaFile = path.relative(repoSchemasDir, path.resolve(path.dirname(sourceFile), value));
    if (!isSchemaFile(schemaFile)) return line;
    return `"$schema": "${expectedSchemaPath(projectFile, schemaFile)}"`;
  });
}

/** Copies one fixture file into a temporary project (`projectFile` relative to `root`). */
export function copyFixtureFile(sourceFile: string, root: string, projectFile: string): void {
  writeFileSync(
    path.join(root, projectFile),
    withProjectSchemaPath(readFileSync(sourceFile, 'utf8'), sourceFile, projectFile),
  );
}

function pointSchemasFromCopy(root: string, sources: readonly string[]): void {
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const projectFile = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const source = sources.map((dir) => path.join(dir, projectFile)).find((file) => existsSync(file));
    if (source) copyFixtureFile(source, root, projectFile);
  }
}

/** Lists the files of base/ a fixture leaves out, one per line (pages/not-found.json). */
const REMOVED_FILES = 'removed-files.txt';
/** What a fixture folder holds besides its project files. */
const NOT_PROJECT_FILES = new Set(['expected.txt', REMOVED_FILES]);

function removeBaseFiles(fixtureDir: string, root: string): void {
  const list = path.join(fixtureDir, REMOVED_FILES);
  if (!existsSync(list)) return;
  for (const file of readFileSync(list, 'utf8').split('\n').filter(Boolean)) {
    // A line that names nothing in base/ would make the fixture test something other than it says.
    if (!existsSync(path.join(root, file))) throw new Error(`${list}: base/ has no ${file}`);
    rmSync(path.join(root, file));
  }
}

/**
 * A fixture holds only the files that differ from tests/fixtures/base (a small valid project), plus
 * an optional removed-files.txt naming base files it leaves out; this lays the base, minus those,
 * and then the fixture's files into a temporary project folder.
 */
export function materializeFixture(name: string, dir = invalidFixturesDir): { root: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), `validation-${name}-`));
  cpSync(baseProjectDir, root, { recursive: true });
  removeBaseFiles(path.join(dir, name), root);
  cpSync(path.join(dir, name), root, {
    recursive: true,
    filter: (source) => !NOT_PROJECT_FILES.has(path.basename(source)),
  });
  pointSchemasFromCopy(root, [path.join(dir, name), baseProjectDir]);
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
