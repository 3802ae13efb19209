/**
 * `npm run migrate [-- --check] [-- --root <dir>]`: rewrites every page written for an older schema
 * version into the current one (src/build/migrations/) and prints what it changed. `--check`
 * writes nothing and exits 1 when any page is behind, so CI catches a page nobody migrated.
 * A page that cannot be migrated is reported, the others are still migrated, and the exit code is 1.
 */
import { rootFromArgs } from '../src/build/cli-args';
import { CURRENT_SCHEMA_VERSION } from '../src/build/migrations/index';
import { migrateProject, type BehindPage } from '../src/build/migrations/migrate-project';
import { formatProblem } from '../src/build/validation/format-problem';

const pages = (n: number) => `${n} page${n === 1 ? '' : 's'}`;

/** Each step once, however many pages it was applied to. */
function stepsApplied(behind: readonly BehindPage[]): string[] {
  const steps = new Map(behind.flatMap((page) => page.steps.map((step) => [step.from, step] as const)));
  return [...steps.values()]
    .sort((a, b) => a.from - b.from)
    .map((step) => `  ${step.from} -> ${step.from + 1}: ${step.summary}`);
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const { behind, problems, pageFiles } = await migrateProject({
  root: rootFromArgs(args, 'Usage: npm run migrate -- [--check] [--root <project directory>]'),
  check,
});

if (check) {
  for (const page of behind) console.error(`${page.file} is at schema version ${page.from} (current: ${page.to})`);
  if (behind.length > 0) console.error(`${pages(behind.length)} behind: run \`npm run migrate\` to upgrade them.`);
} else {
  for (const page of behind) console.log(`${page.file}: ${page.from} -> ${page.to}`);
  if (behind.length > 0) console.log([`Migrated ${pages(behind.length)}:`, ...stepsApplied(behind)].join('\n'));
}
for (const problem of problems) console.error(formatProblem(problem));
const unmigratable = new Set(problems.map((problem) => problem.file)).size;
if (unmigratable > 0) console.error(`${pages(unmigratable)} could not be migrated; fix them and run again.`);
if (behind.length === 0 && problems.length === 0) {
  const all = pageFiles.length === 1 ? 'The only page is' : `All ${pages(pageFiles.length)} are`;
  console.log(`${all} at schema version ${CURRENT_SCHEMA_VERSION}.`);
}
process.exit(problems.length > 0 || (check && behind.length > 0) ? 1 : 0);
