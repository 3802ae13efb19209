import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './repo-root';

/**
 * The project the editor's browser tests edit: tests/fixtures/editor-site, a small site of its own
 * (home, about, careers, contact, products, policies, blogs and their posts, the site contract), never
 * the live pages/ an author may change. Change it freely, keeping what each editor test names.
 */
export const editorSiteSource = path.join(repoRoot, 'tests/fixtures/editor-site');

/**
 * A fixture file's "$schema" leads from where it sits in the repository to schemas/ (editor support
 * there); in the project it must lead from the file's place in the project to the project's copy.
 */
function withProjectSchemaPath(text: string, fixtureFile: string, projectFile: string): string {
  return text.replace(/"\$schema": "([^"]*)"/, (line, value: string) => {
    const inRepo = path.relative(repoRoot, path.resolve(path.dirname(fixtureFile), value));
    if (inRepo.startsWith('..')) return line;
    const fromFile = path.relative(path.dirname(projectFile), inRepo).split(path.sep).join('/');
    return `"$schema": "${fromFile.startsWith('.') ? fromFile : `./${fromFile}`}"`;
  });
}

/** Lays the editor fixture site into `root`, with the engine's schemas beside it, as `npm run edit` expects. */
export function copyEditorSite(root: string): void {
  for (const entry of readdirSync(editorSiteSource, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const file = path.relative(editorSiteSource, source);
    const target = path.join(root, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith('.json'))
      writeFileSync(target, withProjectSchemaPath(readFileSync(source, 'utf8'), source, file));
    else cpSync(source, target);
  }
  cpSync(path.join(repoRoot, 'schemas'), path.join(root, 'schemas'), { recursive: true });
}
