import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Requirement } from '../../src/build/contract/site-contract';
import { catalogue } from '../../src/build/validation/catalogue/index';
import { formatProblem } from '../../src/build/validation/format-problem';
import type { Problem } from '../../src/build/validation/problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { baseProjectCopy } from '../scaffold/scaffold-project';

/**
 * A temporary copy of tests/fixtures/base (three small pages) with a site.contract.json holding
 * `requirements`, so the tests pin what the contract check does, never the live site's copy.
 */
export function contractFixture(requirements: Requirement[]): string {
  const root = baseProjectCopy();
  writeFileSync(path.join(root, 'site.contract.json'), `${JSON.stringify({ requirements }, null, 2)}\n`);
  return root;
}

/** A launch-copy requirement the fixture meets: the home hero's slides carry the spec headline. */
export const heroHeadlines: Requirement = {
  id: 'home-hero-headlines',
  spec: '§2 Pages: Home',
  says: 'the hero slides carry the spec headlines',
  page: '/',
  block: { type: 'heroCarousel' },
  path: 'slides[].headline',
  equals: ['Tailored Solutions for Ever-Changing Needs'],
};

const contractRules = new Set<string>(
  [catalogue.specRequirement, catalogue.launchCopy, catalogue.invalidSiteContract].map((rule) => rule.id),
);

/** What `npm run validate` reports about the contract of the project at `root`, one line per problem. */
export async function contractReport(root: string): Promise<Problem[]> {
  const { problems } = await validateProject({ root });
  return problems.filter((problem) => contractRules.has(problem.rule));
}

export const lines = (problems: Problem[]) => problems.map(formatProblem);

/** Reads a JSON file of the copy, lets `change` edit it, and writes it back. */
export function editJson<T>(root: string, file: string, change: (data: T) => void): void {
  const target = path.join(root, file);
  const data = JSON.parse(readFileSync(target, 'utf8')) as T;
  change(data);
  writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
}

export interface AnyBlock {
  type: string;
  heading?: string;
  [field: string]: unknown;
}

/** The page's first block of `type` (and `heading`, when given); throws when there is none. */
export function blockOf<T = AnyBlock>(page: { blocks: AnyBlock[] }, type: string, heading?: string): T {
  const block = page.blocks.find((b) => b.type === type && (heading === undefined || b.heading === heading));
  if (!block) throw new Error(`no ${type} block${heading ? ` headed '${heading}'` : ''}`);
  return block as T;
}
