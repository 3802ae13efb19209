/**
 * `npx tsx tests/validation/update-expected-reports.ts [fixture ...]` rewrites the expected.txt of
 * the named invalid fixtures (all when none is named) with the report validation prints today.
 * Review the diff before committing: it is the test's expectation.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatReport } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { invalidFixtureNames, invalidFixturesDir, materializeFixture } from './fixture-project';

const requested = process.argv.slice(2);
for (const name of requested.length > 0 ? requested : invalidFixtureNames()) {
  const { root, remove } = materializeFixture(name);
  try {
    const { problems, scope } = await validateProject({ root });
    writeFileSync(path.join(invalidFixturesDir, name, 'expected.txt'), `${formatReport(problems, scope)}\n`);
    console.log(`Wrote tests/fixtures/invalid/${name}/expected.txt`);
  } finally {
    remove();
  }
}
