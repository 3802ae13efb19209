import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { realProjectCopy, repoRoot } from '../scaffold/scaffold-project';

/** A temporary copy of the real project's content with its site.contract.json. */
export function contractProjectCopy(): string {
  const root = realProjectCopy();
  copyFileSync(path.join(repoRoot, 'site.contract.json'), path.join(root, 'site.contract.json'));
  return root;
}

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
