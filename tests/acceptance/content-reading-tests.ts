import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * What marks a test that may read the live project (pages/, site.json, public/): a call of a helper
 * that copies or loads it (not its definition), the editor started on a copy of it (no `makeRoot`),
 * the working directory, or a path from the repository root into the content.
 */
const READS_PROJECT = [
  /(?<!function )\b(?:realProjectCopy|copyProject|pageEntriesFrom)\(/,
  /(?<!function )\beditorUnderTest\((?![^)]*makeRoot)/,
  /process\.cwd\(\)/,
  /\b(?:repoRoot|projectRoot)\b[^;\n]*['"`](?:pages|site\.json|public)\b/,
  /readFileSync\(['"`](?:pages|site\.json)/,
];
const readsProject = (text: string) => READS_PROJECT.some((pattern) => pattern.test(text));

const IMPORT = /from\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file and the test helpers it imports (relative imports under tests/, followed through). */
function sourcesOf(file: string, root: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(path.join(root, file), 'utf8');
  const imported = [...text.matchAll(IMPORT)].flatMap(([, specifier]) => {
    const base = path.join(path.dirname(file), specifier!);
    const resolved = [base, `${base}.ts`, `${base}.tsx`].find(
      (candidate) =>
        candidate.startsWith('tests/') && existsSync(path.join(root, candidate)) && /\.tsx?$/.test(candidate),
    );
    return resolved ? sourcesOf(resolved, root, seen) : [];
  });
  return [file, ...imported];
}

/**
 * The unit test files (vitest's node and dom projects) that may read the live project, directly or
 * through a helper: the ones an author's edit could turn red. The acceptance test runs them on a
 * copy of the project with the author's edits; the others read only fixtures and their own data.
 */
export function contentReadingTests(root: string): string[] {
  const testFiles = ['src', 'tests']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    )
    .filter((file) => /\.test\.tsx?$/.test(file))
    .filter((file) => !/^tests\/(browser|budgets|acceptance)\//.test(file));
  return testFiles
    .filter((file) =>
      sourcesOf(file, root).some((source) => readsProject(readFileSync(path.join(root, source), 'utf8'))),
    )
    .sort();
}
