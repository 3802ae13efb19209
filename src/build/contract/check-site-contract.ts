import { joinPointer as toPointer } from '../../schema/json-pointer.ts';
import { describeMismatch } from './check-requirement.ts';
import { pluck } from './pluck.ts';
import { blockFieldDefault, blockTitle } from './schema-default.ts';
import type { Requirement } from './site-contract.ts';

/** The project as the contract reads it: site.json's data and each page's data by route. */
export interface ContractProject {
  site: unknown;
  /**
   * Page files by route ('/', '/about', '*' for the not-found page); data as parsed, references
   * resolved, or undefined for a file that did not parse (its syntax error is reported instead).
   */
  pages: ReadonlyMap<string, { file: string; data: unknown }>;
}

/** Where an unmet requirement shows: a field of a page or of site.json, or (no such page) the contract itself. */
export type ContractPlace = { file: string; pointer: string } | 'contract';

/** A requirement the project does not meet: what was found instead, and where. */
export interface ContractFailure {
  requirement: Requirement;
  /** Its index in the contract's requirements, for locating it in site.contract.json. */
  index: number;
  found: string;
  place: ContractPlace;
}

/** The block a requirement selects, in an author's words: 'Card grid with heading "Our Products"'. */
const describeBlock = (block: Record<string, unknown>) => {
  const { type, ...fields } = block;
  const selectors = Object.entries(fields).map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  return selectors.length > 0
    ? `${blockTitle(String(type))} with ${selectors.join(' and ')}`
    : blockTitle(String(type));
};

/** 'cards[].link.href' -> ['cards']: the pointer stops at the first list, where items are added or removed. */
function pathSegments(fieldPath: string): string[] {
  const segments: string[] = [];
  for (const step of fieldPath.split('.').filter(Boolean)) {
    segments.push(step.replace(/\[\]$/, ''));
    if (step.endsWith('[]')) break;
  }
  return segments.filter(Boolean);
}

/** The values a block requirement reads, with the schema default standing in for an omitted top-level field. */
function blockValues(block: Record<string, unknown>, fieldPath: string): unknown[] {
  const values = pluck(block, fieldPath);
  if (values.length > 0 || fieldPath.includes('.') || fieldPath.includes('[]') || fieldPath === '') return values;
  const fallback = blockFieldDefault(String(block.type), fieldPath);
  return fallback === undefined ? [] : [fallback];
}

type Outcome = { found: string; place: ContractPlace } | undefined;

function checkBlock(project: ContractProject, requirement: Requirement): Outcome {
  const { page, block, path: fieldPath = '' } = requirement;
  const found = page === undefined ? undefined : project.pages.get(page);
  if (!found || !block) return { found: `route ${page} has no page in pages/`, place: 'contract' };
  // A file that is not a page at all (null, a list) is the schema check's to report, not the contract's.
  if (found.data === null || typeof found.data !== 'object') return undefined;
  const blocks = (found.data as { blocks?: unknown }).blocks;
  const candidates = (Array.isArray(blocks) ? (blocks as Record<string, unknown>[]) : [])
    .map((candidate, index) => ({ candidate, index }))
    .filter(({ candidate }) => Object.entries(block).every(([key, value]) => candidate[key] === value));
  if (candidates.length === 0) {
    return { found: `no ${describeBlock(block)} on the page`, place: { file: found.file, pointer: '/blocks' } };
  }
  const mismatches = candidates.map(({ candidate }) =>
    describeMismatch(requirement, blockValues(candidate, fieldPath)),
  );
  if (mismatches.some((mismatch) => mismatch === undefined)) return undefined;
  const pointer = toPointer(['blocks', candidates[0]!.index, ...pathSegments(fieldPath)]);
  return {
    // The problem names the field by its titles (its place), so `found` only says what is there.
    found: mismatches[0]!,
    place: { file: found.file, pointer },
  };
}

/** Why a requirement fails on this project (and where), or undefined when it holds. */
function checkRequirement(project: ContractProject, requirement: Requirement, siteFile: string): Outcome {
  const { route, absentRoute, site } = requirement;
  if (route !== undefined) {
    return project.pages.has(route) ? undefined : { found: `route ${route} has no page in pages/`, place: 'contract' };
  }
  if (absentRoute !== undefined) {
    const found = project.pages.get(absentRoute);
    return found ? { found: `${found.file} gives it a page`, place: { file: found.file, pointer: '' } } : undefined;
  }
  if (site !== undefined) {
    const mismatch = describeMismatch(requirement, pluck(project.site, site));
    if (mismatch === undefined) return undefined;
    return { found: `${site}: ${mismatch}`, place: { file: siteFile, pointer: toPointer(pathSegments(site)) } };
  }
  return checkBlock(project, requirement);
}

/**
 * Checks a project against the requirements of its site.contract.json. Only what the contract lists
 * is checked: an extra page, a reworded paragraph or a new card never meets a requirement.
 */
export function checkSiteContract(
  requirements: readonly Requirement[],
  project: ContractProject,
  siteFile = 'site.json',
): ContractFailure[] {
  return requirements.flatMap((requirement, index) => {
    const outcome = checkRequirement(project, requirement, siteFile);
    return outcome ? [{ requirement, index, ...outcome }] : [];
  });
}
