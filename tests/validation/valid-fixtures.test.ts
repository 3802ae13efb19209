import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { invalidFixtureNames, validFixtureNames, validFixturesDir } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

/**
 * Each content-lint rule has a failing fixture in tests/fixtures/invalid/ and, here, its passing
 * counterpart: the same files with the one thing fixed the way the rule's message says. Together
 * they show the rule tells right from wrong, not merely that it fires.
 */
const counterparts: Record<string, string> = {
  'heading-levels-in-order': 'skipped-heading-level',
  'meaningful-alt-text': 'meaningless-alt-text',
  'read-more-named-by-its-card': 'vague-link-text',
  'distinct-page-titles': 'duplicate-page-title',
  'seo-lengths-within-limits': 'seo-lengths',
  'page-in-a-sub-folder': 'wrong-schema-path',
  'one-brochure-per-product': 'shared-brochure',
  'real-images': 'placeholder-images',
  'site-contract-met': 'launch-copy',
  'standards-kept-on-one-line': 'breakable-term',
  'labels-add-something': 'label-repeats-heading',
  'distinct-entry-titles': 'duplicate-entry-title',
};

const projectFor = temporaryFixtures();

describe('tests/fixtures/valid', () => {
  it('pairs every passing fixture with the failing fixture it corrects', () => {
    expect(Object.keys(counterparts).sort()).toEqual(validFixtureNames());
    expect(invalidFixtureNames()).toEqual(expect.arrayContaining(Object.values(counterparts)));
  });

  it.each(validFixtureNames())('%s: validateProject finds no problem at all', async (name) => {
    const { problems } = await validateProject({ root: projectFor(name, validFixturesDir) });
    expect(problems.map(formatProblem)).toEqual([]);
  });
});
