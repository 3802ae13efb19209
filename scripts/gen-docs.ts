/**
 * `npm run docs [-- --check]`: docs/blocks.md (every block's fields and example, from schemas/) and
 * docs/content-lint.md (every problem's why and fix, from the problem catalogue).
 */
import { projectRoot } from '../src/build/project-root';
import { docsFile, generateDocs } from '../src/build/docs/block-reference';
import { generateProblemDocs, problemDocsFile } from '../src/build/docs/problem-reference';
import { syncGeneratedFiles } from '../src/build/codegen/sync-generated-files';

const files = new Map([
  [docsFile, await generateDocs()],
  [problemDocsFile, await generateProblemDocs()],
]);
process.exitCode = await syncGeneratedFiles(files, {
  root: projectRoot,
  check: process.argv.includes('--check'),
  regenerateCommand: 'npm run docs',
  source: 'schemas/ and src/build/validation/catalogue/',
});
