/**
 * `npm run check:contract [-- --root <dir>]`: the site contract alone. `npm run validate` checks it
 * too, with everything else; this prints only what site.contract.json requires and the project does
 * not meet, in the same format. Exits 1 when a requirement that is an error is not met (warnings
 * about launch copy pass), 2 on a wrong flag.
 */
import { rootFromArgs } from '../src/build/cli-args';
import { CONTRACT_FILE } from '../src/build/contract/site-contract';
import { catalogue } from '../src/build/validation/catalogue/index';
import { formatReport } from '../src/build/validation/format-problem';
import { noColours, shouldUseColours, terminalColours } from '../src/build/validation/report-colours';
import { validateProject } from '../src/build/validation/validate-project';

const contractRules = new Set<string>(
  [catalogue.specRequirement, catalogue.launchCopy, catalogue.invalidSiteContract].map((definition) => definition.id),
);

const root = rootFromArgs(process.argv.slice(2), 'Usage: npm run check:contract -- [--root <project directory>]');
const { problems, scope } = await validateProject({ root });
const contract = problems.filter((problem) => contractRules.has(problem.rule));
const fails = contract.some((problem) => problem.severity === 'error');
const stream = fails ? process.stderr : process.stdout;
if (contract.length === 0) stream.write(`Every requirement of ${CONTRACT_FILE} is met.\n`);
else
  stream.write(
    `${formatReport(contract, scope, shouldUseColours(stream, process.env) ? terminalColours : noColours)}\n`,
  );
process.exitCode = fails ? 1 : 0;
