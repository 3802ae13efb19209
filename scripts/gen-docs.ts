/** `npm run docs [-- --check]`: docs/blocks.md, every block's fields and example, from schemas/. */
import { projectRoot } from '../src/build/project-root';
import { docsFile, generateDocs } from '../src/build/docs/block-reference';
import { syncGeneratedFiles } from '../src/build/codegen/sync-generated-files';

process.exitCode = await syncGeneratedFiles(new Map([[docsFile, await generateDocs()]]), {
  root: projectRoot,
  check: process.argv.includes('--check'),
  regenerateCommand: 'npm run docs',
  source: 'schemas/',
});
