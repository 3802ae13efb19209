import { describe, expect, it } from 'vitest';
import { assertValidProject, describeFailure } from '../../src/build/validation/invalid-pages-error';
import { baseProjectDir, expectedReport } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

const projectFor = temporaryFixtures();

async function failureOf(root: string): Promise<unknown> {
  return assertValidProject(root).then(
    () => undefined,
    (error: unknown) => error,
  );
}

// `npm run build` (scripts/build.ts) validates through assertValidProject before bundling and
// prints a failure through describeFailure.
describe('an invalid page stopping the build', () => {
  it('prints only the validation lines and the summary, no stack trace', async () => {
    const printed = describeFailure(await failureOf(projectFor('dead-internal-link')));
    expect(printed).toBe(expectedReport('dead-internal-link'));
    expect(printed).not.toMatch(/^\s+at /m);
  });

  it('lets a project with warnings only through', async () => {
    await expect(assertValidProject(projectFor('image-too-small'))).resolves.toBeUndefined();
    await expect(assertValidProject(baseProjectDir)).resolves.toBeUndefined();
  });

  it('still prints the stack of any other failure, which a developer needs', () => {
    const printed = describeFailure(new Error('disk full'));
    expect(printed).toMatch(/^Error: disk full\n\s+at /);
  });
});
