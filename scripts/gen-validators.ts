/**
 * `npm run gen:validators [-- --check]`: the browser's form validators and the validators
 * `npm run validate` loads, in src/generated/validators/.
 */
import { projectRoot } from '../src/build/project-root';
import { generateValidators } from '../src/build/codegen/generate-validators';
import { syncGeneratedFiles } from '../src/build/codegen/sync-generated-files';

process.exitCode = await syncGeneratedFiles(await generateValidators(), {
  root: projectRoot,
  check: process.argv.includes('--check'),
  regenerateCommand: 'npm run gen:validators',
  source: 'schemas/',
});
