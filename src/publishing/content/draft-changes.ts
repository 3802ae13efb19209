import type { FileChange } from './content-repository.ts';
import { git } from './git-command.ts';

const statusNames: Record<string, FileChange['status']> = { A: 'added', D: 'deleted' };

/** What `draft` changed since it left `published` (three-dot), one entry per file, text sides null for binaries. */
export async function draftChanges(dir: string, published: string, draft: string): Promise<FileChange[]> {
  const base = (await git(dir, ['merge-base', published, draft])).trim();
  const statuses = nulFields(await git(dir, ['diff', '--no-renames', '--name-status', '-z', base, draft, '--']));
  const binaries = await binaryFiles(dir, base, draft);
  const changes: FileChange[] = [];
  for (let index = 0; index + 1 < statuses.length; index += 2) {
    const file = statuses[index + 1]!;
    const status = statusNames[statuses[index]!] ?? 'modified';
    const binary = binaries.has(file);
    changes.push({
      file,
      status,
      before: status === 'added' || binary ? null : await blobText(dir, base, file),
      after: status === 'deleted' || binary ? null : await blobText(dir, draft, file),
      diff: await git(dir, ['diff', '--no-renames', '--no-color', base, draft, '--', file]),
    });
  }
  return changes;
}

async function binaryFiles(dir: string, from: string, to: string): Promise<Set<string>> {
  const fields = nulFields(await git(dir, ['diff', '--no-renames', '--numstat', '-z', from, to, '--']));
  // Each record is "added\tdeleted\tpath"; git counts `-` lines for a binary file.
  return new Set(fields.filter((field) => field.startsWith('-\t-\t')).map((field) => field.slice(4)));
}

function blobText(dir: string, commit: string, file: string): Promise<string> {
  return git(dir, ['cat-file', 'blob', `${commit}:${file}`]);
}

function nulFields(output: string): string[] {
  return output.split('\0').filter((field) => field !== '');
}
