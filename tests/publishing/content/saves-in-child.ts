/**
 * Run by save-safety.test.ts as its own process group, which the test SIGKILLs as soon as it reads an
 * acknowledgement: `tsx saves-in-child.ts <dir> <worktreesDir> <draft>`. Saves pages/about.json again and again,
 * printing `saved <n> <commit>` once commitDraft has resolved (when the editor would tell the author "Saved").
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { openContentRepository } from '../../../src/publishing/content/index.ts';

const [dir, worktreesDir, draft] = process.argv.slice(2) as [string, string, string];
const author = { name: 'Ann Author', email: 'ann.author@example.com' };
const repo = await openContentRepository({ dir, worktreesDir });
const root = await repo.draftRoot(draft);
for (let save = 1; ; save += 1) {
  writeFileSync(path.join(root, 'pages/about.json'), `{ "title": "Save ${save}" }\n`);
  const commit = await repo.commitDraft(draft, ['pages/about.json'], `Save ${save}`, author);
  process.stdout.write(`saved ${save} ${commit}\n`);
}
