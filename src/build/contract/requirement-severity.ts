import type { Severity } from '../validation/problem.ts';
import type { Requirement } from './site-contract.ts';

/**
 * Whether an unmet requirement fails the checks. What breaks the site for a visitor is an error: a
 * route that must (or must not) exist, the contact form, the links of the navigation bar and footer.
 * Everything else the contract holds is launch copy (headlines, titles, counts of cards, mentions,
 * timings): changing it is ordinary marketing work, so it is a warning the author sees. A requirement
 * states `severity` only where its kind's default does not fit it.
 */
export function requirementSeverity(requirement: Requirement): Severity {
  if (requirement.severity) return requirement.severity;
  if (requirement.route !== undefined || requirement.absentRoute !== undefined) return 'error';
  const assertsNothing = ['equals', 'includes', 'mentions', 'count'].every(
    (key) => requirement[key as keyof Requirement] === undefined,
  );
  if (requirement.block?.type === 'form' && assertsNothing) return 'error';
  if (requirement.site !== undefined && /(^|\.)href$/.test(requirement.site)) return 'error';
  return 'warning';
}
