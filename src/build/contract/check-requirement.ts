import type { ContractValue, Requirement } from './site-contract.ts';

const show = (values: unknown[]) => JSON.stringify(values);

/**
 * What is wrong with the values a requirement found, or undefined when they satisfy it. Every
 * assertion written on the requirement must hold.
 */
export function describeMismatch(requirement: Requirement, values: unknown[]): string | undefined {
  const { equals, includes, mentions, count } = requirement;
  if (equals !== undefined) {
    const expected: ContractValue[] = Array.isArray(equals) ? equals : [equals];
    if (show(values) !== show(expected)) return `expected ${show(expected)}, found ${show(values)}`;
  }
  if (includes !== undefined) {
    const missing = includes.filter((wanted) => !values.includes(wanted));
    if (missing.length > 0) return `missing ${show(missing)} (found ${show(values)})`;
  }
  if (mentions !== undefined) {
    const text = values.map((value) => (typeof value === 'string' ? value : JSON.stringify(value))).join('\n');
    const missing = mentions.filter((fragment) => !text.includes(fragment));
    if (missing.length > 0) return `the text does not mention ${show(missing)}`;
  }
  if (count !== undefined && values.length !== count) return `expected ${count}, found ${values.length}`;
  return undefined;
}
