import { existsSync } from 'node:fs';
import path from 'node:path';
import { requirementSeverity } from '../../build/contract/requirement-severity.ts';
import { CONTRACT_FILE, readSiteContract, type Requirement } from '../../build/contract/site-contract.ts';
import { EditorRefusal } from './editor-refusal.ts';

/** The requirement of the project's site.contract.json that a page stays at `route`, if there is one. */
function requirementAt(root: string, route: string): Requirement | undefined {
  if (!existsSync(path.join(root, CONTRACT_FILE))) return undefined;
  try {
    return readSiteContract(root).find(
      (requirement) => requirement.route === route && requirementSeverity(requirement) === 'error',
    );
  } catch {
    // A malformed contract is validation's to report, at its own line; it protects no route here.
    return undefined;
  }
}

/**
 * Refuses to move or delete a page the site's contract requires at its route. Validation would refuse
 * the result anyway, but only at Publish and in the contract's words: the author would hold a draft
 * that can never go live. Said here, at the button, with what to do instead.
 */
export function refuseRequiredRoute(root: string, route: string, doing: 'moved' | 'deleted'): void {
  const requirement = requirementAt(root, route);
  if (!requirement) return;
  throw new EditorRefusal(
    400,
    `Refused: ${route} cannot be ${doing}: the site's specification requires a page there (${requirement.spec}: ${requirement.says}). Change its content instead.`,
  );
}
