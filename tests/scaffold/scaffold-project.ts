import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { baseProjectDir, copyFixtureFile } from '../validation/fixture-project';
import { parsePointer } from '../../src/schema/json-pointer';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every project folder handed out, removed by `removeScaffoldProjects` after the tests. */
const made: string[] = [];

/**
 * A temporary copy of tests/fixtures/base (a small valid project without /contact or /product),
 * plus the placeholder images the templates point at, which the real project has in public/.
 */
export function baseProjectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scaffold-base-'));
  made.push(root);
  cpSync(baseProjectDir, root, { recursive: true });
  for (const name of readdirSync(path.join(baseProjectDir, 'pages')))
    copyFixtureFile(path.join(baseProjectDir, 'pages', name), root, `pages/${name}`);
  copyFixtureFile(path.join(baseProjectDir, 'site.json'), root, 'site.json');
  cpSync(path.join(repoRoot, 'public/images/placeholders'), path.join(root, 'public/images/placeholders'), {
    recursive: true,
  });
  return root;
}

/** A temporary copy of the real project's content: site.json, pages/ and public/. */
export function realProjectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scaffold-real-'));
  made.push(root);
  for (const entry of ['site.json', 'pages', 'public'])
    cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  return root;
}

export function removeScaffoldProjects(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** Writes `value` at a JSON pointer of parsed page data, as an author filling in a placeholder would. */
export function setAtPointer(data: unknown, pointer: string, value: unknown): void {
  const segments = parsePointer(pointer);
  const last = segments.pop()!;
  const parent = segments.reduce<Record<string, unknown>>(
    (node, segment) => node[segment] as Record<string, unknown>,
    data as Record<string, unknown>,
  );
  parent[last] = value;
}
