/** `npm run gen:types [-- --check]`: src/generated/schema-types.ts from schemas/. */
import { projectRoot } from '../src/build/project-root';
import { generateTypes, typesFile } from '../src/build/codegen/generate-types';
import { syncGeneratedFiles } from '../src/build/codegen/sync-generated-files';

process.exitCode = await syncGeneratedFiles(new Map([[typesFile, await generateTypes()]]), {
  root: projectRoot,
  check: process.argv.includes('--check'),
  regenerateCommand: 'npm run gen:types',
  source: 'schemas/',
});
