import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import type { Severity } from '../validation/problem.ts';
import { contractValidator } from './contract-validator.ts';

export type ContractValue = string | number | boolean;

/** One thing the spec requires, as written in site.contract.json (see site-contract.schema.json). */
export interface Requirement {
  id: string;
  spec: string;
  says: string;
  /** Written only where the kind's default (requirementSeverity) is not what the requirement needs. */
  severity?: Severity;
  route?: string;
  absentRoute?: string;
  page?: string;
  block?: { type: string } & Record<string, ContractValue>;
  site?: string;
  path?: string;
  equals?: ContractValue | ContractValue[];
  includes?: ContractValue[];
  mentions?: string[];
  count?: number;
}

export const CONTRACT_FILE = 'site.contract.json';

/** Why a contract file cannot be used, at the JSON pointer of the value at fault. */
export interface ContractReason {
  pointer: string;
  reason: string;
}

/** The requirements of a parsed contract file, or every reason it cannot be used (schema, repeated ids). */
export function parseSiteContract(data: unknown): { requirements: Requirement[] } | { reasons: ContractReason[] } {
  const validateContract = contractValidator() as ValidateFunction<{ requirements: Requirement[] }>;
  if (!validateContract(data)) {
    const errors = validateContract.errors ?? [];
    return {
      reasons: errors.map((error) => ({
        pointer: error.instancePath,
        reason: error.message ?? 'does not match the contract schema',
      })),
    };
  }
  const ids = new Set<string>();
  const reasons: ContractReason[] = [];
  data.requirements.forEach(({ id }, index) => {
    if (ids.has(id))
      reasons.push({ pointer: `/requirements/${index}/id`, reason: `repeats the requirement id "${id}"` });
    ids.add(id);
  });
  return reasons.length > 0 ? { reasons } : { requirements: data.requirements };
}

/** The project's contract file, checked against its schema; a malformed file is an error naming each problem. */
export function readSiteContract(root: string): Requirement[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path.join(root, CONTRACT_FILE), 'utf8'));
  } catch (error) {
    throw new Error(`${CONTRACT_FILE}: cannot be read as JSON (${(error as Error).message})`);
  }
  const parsed = parseSiteContract(data);
  if ('reasons' in parsed) {
    throw new Error(`${CONTRACT_FILE} ${parsed.reasons.map(({ reason }) => reason).join('\n  ')}`);
  }
  return parsed.requirements;
}
