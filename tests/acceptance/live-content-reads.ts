import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The author's content: pages/ and site.json at the repository root. */
const CONTENT = String.raw`(?:pages|site\.json)(?=[/'"\x60])`;

/** Where a repository-root path is made: the working directory (vitest runs from the root), or a URL climbing to it. */
const ROOT_EXPRESSION = String.raw`process\.cwd\(\)|fileURLToPath\(\s*new URL\(\s*['"](?:\.\.\/)+['"]`;

/** The names in `text` that hold the repository root: declared from `ROOT_EXPRESSION`, or the shared ones imported. */
function rootNames(text: string): string {
  const names = new Set(['repoRoot', 'projectRoot']);
  const declared = new RegExp(String.raw`\b(?:const|let)\s+(\w+)\s*=\s*(?:${ROOT_EXPRESSION})`, 'g');
  for (const [, name] of text.matchAll(declared)) names.add(name!);
  return [...names].join('|');
}

/**
 * The lines of a test source that reach the live content: a path joined from the repository root,
 * a path relative to the working directory, the root handed over as a project root, a list of
 * content entries copied from the root one by one, or a relative URL or import that climbs to a
 * content file `reachesContent` says is there (a made-up pages/example.json handed to the formatter
 * for its configuration reads nothing).
 */
export function linesReadingLiveContent(text: string, reachesContent: (relative: string) => boolean): string[] {
  const names = rootNames(text);
  const patterns = [
    new RegExp(String.raw`\b(?:${names})\b\s*,\s*['"\x60]${CONTENT}`),
    new RegExp(String.raw`\$\{(?:${names})\}/${CONTENT}`),
    new RegExp(String.raw`(?:${ROOT_EXPRESSION})\s*,\s*['"\x60]${CONTENT}`),
    new RegExp(
      String.raw`\b(?:readFileSync|readdirSync|existsSync|statSync|cpSync|readFile|readdir)\(\s*['"\x60](?:\.\/)?${CONTENT}`,
    ),
    new RegExp(String.raw`\broot\w*\s*(?::\s*\w+\s*)?[=:]\s*(?:${names})\b`),
  ];
  if (new RegExp(String.raw`\.(?:join|resolve)\(\s*(?:${names})\s*,\s*\w+\s*\)`).test(text))
    patterns.push(/\[[^\]]*['"](?:pages|site\.json)['"]/);
  const climbsToContent = (line: string) =>
    [...line.matchAll(/(?:new URL\(|from\s+)\s*['"]((?:\.\.\/)+(?:pages\/[^'"]*|site\.json))['"]/g)].some(
      ([, relative]) => reachesContent(relative!),
    );
  return text.split('\n').filter((line) => patterns.some((pattern) => pattern.test(line)) || climbsToContent(line));
}

/** Whether `relative`, from `file`'s folder, is a content file or folder of the project at `root` that exists. */
function reachesContentOf(root: string, file: string) {
  return (relative: string) => {
    const target = path.resolve(root, path.dirname(file), relative);
    const isContent = target === path.join(root, 'site.json') || target.startsWith(path.join(root, 'pages') + path.sep);
    return isContent && existsSync(target);
  };
}

/** The browser tests that run on tests/fixtures/editor-site (harness/editor-site.ts), never on the live pages. */
const FIXTURE_BROWSER_TESTS = /^tests\/browser\/editor-[^/]+\.test\.tsx?$/;

/** The .ts/.tsx files under tests/ that `file` imports, and what those import in turn (relative imports only). */
function testHelpersImportedBy(root: string, files: readonly string[]): string[] {
  const seen = new Set<string>();
  const todo = [...files];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const [, relative] of text.matchAll(/\bfrom\s+['"](\.\.?\/[^'"]+)['"]/g)) {
      const base = path.join(path.dirname(file), relative!);
      const found = [base, `${base}.ts`, `${base}.tsx`].find(
        (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
      );
      if (found?.startsWith('tests/')) todo.push(found);
    }
  }
  return [...seen];
}

/**
 * The tests that must not read the live content, and their helpers: what `npm run test:unit` runs, with what it
 * imports from tests/ (every .ts/.tsx file under tests/ but the real-browser suite and the byte budgets, which run
 * on the build of the real site, the fixtures, and this acceptance test, which copies the repository on purpose);
 * the test files and test helpers under src/ and scripts/; and the editor's browser tests (tests/browser/editor-*),
 * which run on a fixture site, with every helper they import, so that a harness reading the live pages is caught
 * when an editor test starts to use it.
 */
export function scannedTestSources(root: string): string[] {
  const under = (dir: string) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
  const all = under('tests').filter((file) => /\.tsx?$/.test(file));
  const tests = all.filter((file) => !/^tests\/(?:browser|budgets|acceptance|fixtures)\//.test(file));
  const browser = testHelpersImportedBy(
    root,
    all.filter((file) => FIXTURE_BROWSER_TESTS.test(file)),
  );
  const beside = [...under('src'), ...under('scripts')].filter((file) => /\.(?:test|testing)\.tsx?$/.test(file));
  return [...new Set([...tests, ...browser, ...beside])].sort();
}

/** Each unit-test source under `root` that reads the live content, with the lines that do. */
export function unitTestsReadingLiveContent(root: string): { file: string; lines: string[] }[] {
  return scannedTestSources(root)
    .map((file) => ({
      file,
      lines: linesReadingLiveContent(readFileSync(path.join(root, file), 'utf8'), reachesContentOf(root, file)),
    }))
    .filter(({ lines }) => lines.length > 0);
}
