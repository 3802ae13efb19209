import type { ProblemDefinition } from './problem-definition.ts';

/** One requirement of site.contract.json that the project does not meet, in its own words. */
interface UnmetRequirement {
  /** The requirement's id in site.contract.json: `home-hero-headlines`. */
  id: string;
  /** Its spec section: '§2 Pages: Home'. */
  spec: string;
  /** The requirement in one sentence, as the contract says it. */
  says: string;
  /** What the project has instead: 'expected 6, found 7'. */
  found: string;
}

// The requirement's id is in the hint, which names what to change in site.contract.json.
const unmet = ({ spec, says, found }: UnmetRequirement) => `does not meet the spec (${spec}): ${says}. Found: ${found}`;

/** What the spec requires of the site (site.contract.json): what visitors need, and the launch copy. */
export const contractProblems = {
  specRequirement: {
    id: 'spec-requirement',
    title: 'What the site needs is there',
    severity: 'error',
    why: 'site.contract.json lists what the spec requires for the site to work for a visitor: its routes, its forms, the links of its navigation. Without them a visitor meets a not-found page or cannot reach you.',
    message: unmet,
    hint: ({ id }: UnmetRequirement) =>
      `Put back what the spec requires. If the spec itself changed, change requirement '${id}' in site.contract.json in the same commit.`,
    generalHint:
      'Put back what the spec requires (the message names it). If the spec itself changed, change the requirement in site.contract.json in the same commit.',
  } satisfies ProblemDefinition<UnmetRequirement>,
  launchCopy: {
    id: 'launch-copy',
    title: 'Launch copy as the spec gives it',
    severity: 'warning',
    why: 'The spec fixed some headlines, titles and counts for the launch. Changing them is ordinary marketing work and breaks nothing for a visitor, so it never fails a check; the warning tells you the spec said otherwise.',
    message: unmet,
    hint: ({ id }: UnmetRequirement) =>
      `Keep your change if it is meant (nothing breaks) and tell whoever owns the spec; requirement '${id}' in site.contract.json can then follow.`,
    generalHint:
      'Keep your change if it is meant (nothing breaks) and tell whoever owns the spec, so the requirement in site.contract.json can follow.',
  } satisfies ProblemDefinition<UnmetRequirement>,
  invalidSiteContract: {
    id: 'invalid-site-contract',
    title: 'A site contract that can be read',
    severity: 'error',
    why: 'A contract whose requirements cannot be read checks nothing, so the spec would go unguarded.',
    message: ({ reason }: { reason: string }) => reason,
    hint: 'Correct site.contract.json as the message says (its schema is src/build/contract/site-contract.schema.json).',
  } satisfies ProblemDefinition<{ reason: string }>,
};
