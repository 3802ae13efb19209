import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';

export type ContractValue = string | number | boolean;

/** One thing the spec requires, as written in site.contract.json (see site-contract.schema.json). */
export interface Requirement {
  id: string;
  spec: string;
  says: string;
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

const schema = JSON.parse(readFileSync(new URL('./site-contract.schema.json', import.meta.url), 'utf8')) as object;

/** The project's contract file, checked against its schema; a malformed file is an error naming each problem. */
export function readSiteContract(root: string): Requirement[] {
  const file = path.join(root, CONTRACT_FILE);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${CONTRACT_FILE}: cannot be read as JSON (${(error as Error).message})`);
  }
  const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile<{ requirements: Requirement[] }>(schema);
  if (!validate(data)) {
    const problems = (validate.errors ?? []).map((error) => `  ${error.instancePath || '/'} ${error.message}`);
    throw new Error(`${CONTRACT_FILE} does not match its schema:\n${problems.join('\n')}`);
  }
  const ids = new Set<string>();
  for (const { id } of data.requirements) {
    if (ids.has(id)) throw new Error(`${CONTRACT_FILE}: requirement id "${id}" is used twice`);
    ids.add(id);
  }
  return data.requirements;
}
