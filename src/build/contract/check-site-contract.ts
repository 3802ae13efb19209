import path from 'node:path';
import type { Page } from '../../generated/schema-types.ts';
import { readPage, readSiteFile } from '../pages/read-page.ts';
import { deriveRouteTable } from '../pages/route-table.ts';
import { describeMismatch } from './check-requirement.ts';
import { pluck } from './pluck.ts';
import { blockFieldDefault } from './schema-default.ts';
import { type Requirement, readSiteContract } from './site-contract.ts';

/** A requirement the project does not meet, with a message that names it and its spec section. */
export interface ContractFailure {
  id: string;
  spec: string;
  message: string;
}

interface Project {
  site: unknown;
  pageAt: (route: string) => Page | undefined;
}

function loadProject(root: string): Project {
  const site = readSiteFile(root);
  const files = new Map(deriveRouteTable(path.join(root, 'pages'), root).map((entry) => [entry.route, entry.file]));
  const pages = new Map<string, Page>();
  return {
    site,
    pageAt(route) {
      const file = files.get(route);
      if (file === undefined) return undefined;
      if (!pages.has(route)) pages.set(route, readPage(root, file, site));
      return pages.get(route);
    },
  };
}

const describeBlock = (block: Record<string, unknown>) =>
  Object.entries(block)
    .map(([key, value]) => (key === 'type' ? String(value) : `${key} ${JSON.stringify(value)}`))
    .join(', ');

/** The values a block requirement reads, with the schema default standing in for an omitted top-level field. */
function blockValues(project: Project, block: Record<string, unknown>, fieldPath: string): unknown[] {
  const values = pluck(block, fieldPath);
  if (values.length > 0 || fieldPath.includes('.') || fieldPath.includes('[]') || fieldPath === '') return values;
  const fallback = blockFieldDefault(String(block.type), fieldPath);
  return fallback === undefined ? [] : [fallback];
}

/** Why a requirement fails on this project, or undefined when it holds. */
function checkRequirement(project: Project, requirement: Requirement): string | undefined {
  const { route, absentRoute, page, block, site, path: fieldPath = '' } = requirement;
  if (route !== undefined) return project.pageAt(route) ? undefined : `route ${route} has no page in pages/`;
  if (absentRoute !== undefined)
    return project.pageAt(absentRoute) ? `route ${absentRoute} must not exist, but a page has it` : undefined;
  if (site !== undefined) {
    const mismatch = describeMismatch(requirement, pluck(project.site, site));
    return mismatch && `site.json ${site}: ${mismatch}`;
  }
  if (page === undefined || block === undefined) return 'the requirement names nothing to check';
  const found = project.pageAt(page);
  if (!found) return `route ${page} has no page in pages/`;
  const candidates = (found.blocks as unknown as Record<string, unknown>[]).filter((candidate) =>
    Object.entries(block).every(([key, value]) => candidate[key] === value),
  );
  const where = `${page}: ${describeBlock(block)}`;
  if (candidates.length === 0) return `${where}: no such block on the page`;
  const mismatches = candidates.map((candidate) =>
    describeMismatch(requirement, blockValues(project, candidate, fieldPath)),
  );
  if (mismatches.some((mismatch) => mismatch === undefined)) return undefined;
  return `${where}${fieldPath ? ` → ${fieldPath}` : ''}: ${mismatches[0]}`;
}

/**
 * Checks the project at `root` against its site.contract.json. Routes come from the page files
 * (deriveRouteTable), so an extra page, a reworded paragraph or a new card never fails here; only
 * what the contract lists does.
 */
export function checkSiteContract(root: string): ContractFailure[] {
  const requirements = readSiteContract(root);
  const project = loadProject(root);
  return requirements.flatMap((requirement) => {
    const problem = checkRequirement(project, requirement);
    if (problem === undefined) return [];
    const message = `${requirement.id} (spec ${requirement.spec}: ${requirement.says}): ${problem}`;
    return [{ id: requirement.id, spec: requirement.spec, message }];
  });
}
