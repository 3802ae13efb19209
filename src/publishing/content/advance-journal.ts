import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PublishedBranch } from './published-branch.ts';

/** Written before the published branch moves and removed once its work tree follows: a crash in between is repaired on open. */
export interface AdvanceJournal {
  from: string;
  to: string;
}

function journalPath(published: PublishedBranch): string {
  return path.join(published.gitDir, 'page-engine-publish.json');
}

export async function writeJournal(published: PublishedBranch, journal: AdvanceJournal): Promise<void> {
  await writeFile(journalPath(published), JSON.stringify(journal));
}

export async function readJournal(published: PublishedBranch): Promise<AdvanceJournal | null> {
  const file = journalPath(published);
  if (!existsSync(file)) return null;
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<AdvanceJournal>;
    return typeof parsed.from === 'string' && typeof parsed.to === 'string'
      ? { from: parsed.from, to: parsed.to }
      : null;
  } catch {
    // Killed while writing it: the branch had not moved yet, so there is nothing to repair.
    return null;
  }
}

export async function clearJournal(published: PublishedBranch): Promise<void> {
  await rm(journalPath(published), { force: true });
}
