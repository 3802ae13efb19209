/**
 * `npm run docs`: writes docs/blocks.md from schemas/ (see scripts/docs/block-reference.ts).
 * `--check` exits 1 when the checked-in file differs, so `npm test` catches a schema edit
 * without regenerated docs.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDocs } from './docs/block-reference';

export { generateDocs };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const docsFile = path.join(root, 'docs/blocks.md');
export const STALE_DOCS_MESSAGE =
  'docs/blocks.md is out of date with schemas/. Run `npm run docs` and commit the result.';

async function main(): Promise<void> {
  const generated = await generateDocs({ schemasDir: path.join(root, 'schemas'), outFile: docsFile });
  const current = await readFile(docsFile, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (generated !== current) {
      console.error(STALE_DOCS_MESSAGE);
      process.exit(1);
    }
    console.log('Block docs are up to date.');
    return;
  }
  if (generated !== current) {
    await mkdir(path.dirname(docsFile), { recursive: true });
    await writeFile(docsFile, generated);
  }
  console.log(generated !== current ? 'Wrote docs/blocks.md' : 'Block docs already up to date.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
