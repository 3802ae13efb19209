import { describe, expect, it } from 'vitest';
import { validateProject } from '../../src/build/validation/validate-project';
import { layoutSiteSource } from './harness/layout-site';

/** The site the layout tests measure is content an author could have written: no error, no warning. */
describe('the layout fixture site', () => {
  it('validates with no problem', async () => {
    const { problems } = await validateProject({ root: layoutSiteSource });
    expect(problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([]);
  });
});
