import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import markdownItFor from 'markdown-it';
import { afterEach, describe, expect, it } from 'vitest';
import { random } from '../src/rich-text/fixture-texts.testing';
import { fixtureStrings } from '../tests/support/fixture-strings';
import { benchPostBody } from './bench/bench-post-generator';
import { projectRoot } from '../src/build/project-root';
import { freshValidateBundle } from './validate-bundle.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A project whose validate.ts says which words its modules hold now: what a stale bundle would get wrong. */
function project(): { root: string; cacheDir: string; write: (file: string, text: string) => void } {
  dir = mkdtempSync(path.join(tmpdir(), 'validate-bundle-'));
  const root = path.join(dir, 'project');
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package.json', '{ "type": "module" }\n');
  write('tsconfig.json', '{}\n');
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  write('scripts/validate.ts', "export { word, where } from '../src/word.ts';\n");
  write('src/word.ts', "export const word: string = 'first';\nexport const where = import.meta.url;\n");
  write('src/build/validation/rich-text-worker.ts', 'export {};\n');
  return { root, cacheDir: path.join(dir, 'cache'), write };
}

async function load(bundle: string): Promise<{ word: string; where: string }> {
  return (await import(pathToFileURL(path.join(bundle, 'validate.mjs')).href)) as { word: string; where: string };
}

describe('the bundle npm run validate runs', () => {
  it('is built once and reused while no file it was built from changes', async () => {
    const { root, cacheDir } = project();
    const first = await freshValidateBundle({ root, cacheDir });
    expect((await load(first)).word).toBe('first');
    expect(await freshValidateBundle({ root, cacheDir })).toBe(first);
  });

  it('is rebuilt when a module it holds changes, so it never runs old code', async () => {
    const { root, cacheDir, write } = project();
    const first = await freshValidateBundle({ root, cacheDir });
    write('src/word.ts', "export const word: string = 'second';\nexport const where = import.meta.url;\n");
    const second = await freshValidateBundle({ root, cacheDir });
    expect(second).not.toBe(first);
    expect((await load(second)).word).toBe('second');
  });

  it('is rebuilt when a module moves: the new file is bundled, the gone one not looked for', async () => {
    const { root, cacheDir, write } = project();
    await freshValidateBundle({ root, cacheDir });
    write('src/other-word.ts', "export const word = 'moved';\nexport const where = '';\n");
    rmSync(path.join(root, 'src/word.ts'));
    write('scripts/validate.ts', "export { word, where } from '../src/other-word.ts';\n");
    expect((await load(await freshValidateBundle({ root, cacheDir }))).word).toBe('moved');
  });

  it('is rebuilt when tsconfig.json changes', async () => {
    const { root, cacheDir, write } = project();
    const first = await freshValidateBundle({ root, cacheDir });
    write('tsconfig.json', '{ "compilerOptions": { "strict": true } }\n');
    expect(await freshValidateBundle({ root, cacheDir })).not.toBe(first);
  });

  it("keeps each module's own address, which our modules find their neighbours from", async () => {
    const { root, cacheDir } = project();
    const { where } = await load(await freshValidateBundle({ root, cacheDir }));
    expect(where).toBe(pathToFileURL(path.join(root, 'src/word.ts')).href);
  });

  it('carries the Markdown parser in itself and leaves other packages in node_modules', async () => {
    const { root, cacheDir, write } = project();
    write('package.json', '{ "type": "module", "dependencies": { "markdown-it": "*", "ajv": "*" } }\n');
    write(
      'scripts/validate.ts',
      "import markdownIt from 'markdown-it';\nimport { Ajv } from 'ajv';\n" +
        "export const word = markdownIt('commonmark').render('**first**').trim();\nexport const where = typeof Ajv;\n",
    );
    const bundle = await freshValidateBundle({ root, cacheDir });
    const code = readFileSync(path.join(bundle, 'validate.mjs'), 'utf8');
    expect(code).not.toMatch(/from "markdown-it"/);
    expect(code).toMatch(/from "ajv"/);
    expect(await load(bundle)).toMatchObject({ word: '<p><strong>first</strong></p>', where: 'function' });
  });

  it('parses with the bundled markdown-it exactly as with the published one (class fields written as assignments)', async () => {
    const { root, cacheDir, write } = project();
    write('package.json', '{ "type": "module", "dependencies": { "markdown-it": "*" } }\n');
    write(
      'scripts/validate.ts',
      "import markdownIt from 'markdown-it';\nconst md = markdownIt('commonmark');\n" +
        'export const tokens = (text: string) => JSON.stringify(md.parse(text, {}));\n',
    );
    const { tokens } = (await import(
      pathToFileURL(path.join(await freshValidateBundle({ root, cacheDir }), 'validate.mjs')).href
    )) as { tokens: (text: string) => string };
    const published = markdownItFor('commonmark');
    const next = random(27);
    const pieces = [
      '**b**',
      '*i*',
      '[l](/x)',
      '\n',
      '\n\n',
      '- ',
      '1. ',
      '## ',
      '> ',
      '`c`',
      '<b>',
      '[x]: /y',
      'word ',
    ];
    const texts = [
      ...fixtureStrings(),
      ...Array.from({ length: 12 }, (_, n) => benchPostBody(n, '/about')),
      ...Array.from({ length: 200 }, () =>
        Array.from({ length: 20 }, () => pieces[Math.floor(next() * pieces.length)]).join(''),
      ),
    ];
    for (const text of texts) expect(tokens(text)).toBe(JSON.stringify(published.parse(text, {})));
  });
});
