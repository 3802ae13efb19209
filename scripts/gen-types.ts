/** `npm run gen:types [-- --check]`: src/generated/schema-types.ts and received-types.ts from schemas/. */
import { projectRoot } from '../src/build/project-root';
import { generateTypes, receivedTypesFile, typesFile } from '../src/build/codegen/generate-types';
import { syncGeneratedFiles } from '../src/build/codegen/sync-generated-files';

const files = new Map([
  [typesFile, await generateTypes('authored')],
  [receivedTypesFile, await generateTypes('received')],
]);
process.exitCode = await syncGeneratedFiles(files, {
  root: projectRoot,
  check: process.argv.includes('--check'),
  regenerateCommand: 'npm run gen:types',
  source: 'schemas/',
});
