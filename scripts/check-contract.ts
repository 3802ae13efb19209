/**
 * `npm run check:contract [-- --root <dir>]`: checks the pages against site.contract.json, what the
 * spec requires of the site (routes, counts, spec texts, claims, timings). Prints one line per
 * requirement that fails, naming its id and spec section, and exits 1; exits 2 on a wrong flag or a
 * contract file that cannot be read.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkSiteContract } from '../src/build/contract/check-site-contract';
import { CONTRACT_FILE } from '../src/build/contract/site-contract';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseRoot(args: readonly string[]): string {
  const flag = args.indexOf('--root');
  if (flag === -1) return projectRoot;
  const value = args[flag + 1];
  if (!value) {
    console.error('Usage: npm run check:contract -- [--root <project directory>]');
    process.exit(2);
  }
  return path.resolve(value);
}

let failures;
try {
  failures = checkSiteContract(parseRoot(process.argv.slice(2)));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
for (const failure of failures) console.error(`✗ ${failure.message}`);
if (failures.length > 0) {
  console.error(
    `${failures.length} spec requirement${failures.length === 1 ? '' : 's'} not met (${CONTRACT_FILE}). ` +
      'Put back what the spec requires; if the spec itself changed, change the requirement in the same commit.',
  );
  process.exit(1);
}
console.log(`Every requirement of ${CONTRACT_FILE} is met.`);
