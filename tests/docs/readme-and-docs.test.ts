import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a newcomer's first screen and docs/ holds the rest. What they say must lead somewhere:
 * every relative link and anchor resolves, every npm script named exists, every setting the server
 * reads is documented, and nothing points at an issue tracker a reader of the repository cannot see.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const docFiles = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);

/** The text a reader sees as prose: fenced code blocks and inline code are examples, not links. */
function proseOf(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a file offers: its headings, and the `<a id>` targets generated docs place. */
function anchorsIn(file: string): Set<string> {
  const text = read(file).replace(/^```[\s\S]*?^```/gm, '');
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchorOf(heading!.replace(/`/g, '')));
  const ids = [...text.matchAll(/<a id="([^"]+)">/g)].map(([, id]) => id!);
  return new Set([...headings, ...ids]);
}

/** Every `[text](target)` and `![alt](target)` in prose that is not a web or mail address. */
function relativeLinks(file: string): string[] {
  return [...proseOf(read(file)).matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^(https?:|mailto:)/.test(target));
}

describe('README.md and docs/', () => {
  it.each(docFiles)('%s: every relative link and anchor resolves', (file) => {
    const broken = relativeLinks(file).filter((target) => {
      const [filePart, anchor] = target.split('#') as [string, string | undefined];
      const linked = filePart === '' ? file : path.posix.join(path.posix.dirname(file), filePart);
      if (!existsSync(path.join(root, linked))) return true;
      return anchor !== undefined && linked.endsWith('.md') && !anchorsIn(linked).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it.each(docFiles)('%s: runs only npm scripts that exist', (file) => {
    const named = [...read(file).matchAll(/npm run (?:--silent )?([\w:-]+)/g)].map(([, name]) => name!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it.each(docFiles)('%s: names no issue numbers', (file) => {
    expect(read(file).match(/\bissues? #?\d+/gi) ?? []).toEqual([]);
  });

  it('README opens with the two commands a newcomer runs, then says where the site is and how to stop it', () => {
    const readme = read('README.md');
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    const commands = firstBlock.split('\n').map((line) => line.split('#')[0]!.trim());
    expect(commands.filter(Boolean)).toEqual(['npm install && npm start', 'npm test']);
    expect(readme).toContain('http://localhost:3000');
    expect(readme).toContain('Ctrl+C');
    expect(readme).toMatch(/!\[[^\]]+\]\(docs\/images\/home\.png\)/);
  });

  it('README links every document in docs/', () => {
    const linked = new Set(relativeLinks('README.md'));
    const unlinked = docFiles.filter((file) => file !== 'README.md' && !linked.has(file));
    expect(unlinked).toEqual([]);
  });

  it("README's screenshot stays small enough for the repository (under 200 KB)", () => {
    expect(statSync(path.join(root, 'docs/images/home.png')).size).toBeLessThan(200 * 1024);
  });

  it('docs/operations.md documents every environment variable the server reads', () => {
    const serverDir = path.join(root, 'src/server');
    const sources = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(path.join(serverDir, name), 'utf8'));
    const variables = new Set(
      sources.flatMap((source) =>
        [...source.matchAll(/env\.([A-Z][A-Z_]+)|env, '([A-Z][A-Z_]+)'/g)].map(([, a, b]) => (a ?? b)!),
      ),
    );
    expect(variables.size).toBeGreaterThan(15);
    const operations = read('docs/operations.md');
    expect([...variables].filter((name) => !operations.includes(`\`${name}\``))).toEqual([]);
  });
});
