/**
 * `npm run check:contract [-- --root <dir>]`: checks the pages against site.contract.json, what the
 * spec requires of the site (routes, counts, spec texts, claims, timings). Prints one line per
 * requirement that fails, naming its id and spec section, and exits 1; exits 2 on a wrong flag or a
 * contract file that cannot be read.
 */
import { rootFromArgs } from '../src/build/cli-args';
import { checkSiteContract } from '../src/build/contract/check-site-contract';
import { CONTRACT_FILE } from '../src/build/contract/site-contract';

let failures;
try {
  failures = checkSiteContract(
    rootFromArgs(process.argv.slice(2), 'Usage: npm run check:contract -- [--root <project directory>]'),
  );
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
