/**
 * Run by crash-safety.test.ts as its own process group, which the test kills with SIGKILL at some moment of
 * the publish: `tsx publish-in-child.ts <dir> <remote> <worktreesDir> <draft>`. Prints "publishing" just before.
 */
import { openContentRepository } from '../../../src/publishing/content/index.ts';

const [dir, remote, worktreesDir, draft] = process.argv.slice(2) as [string, string, string, string];
const repo = await openContentRepository({ dir, remote, worktreesDir });
await repo.draftRoot(draft);
process.stdout.write('publishing\n');
await repo.publish(draft, {
  publisher: { name: 'Petra Publisher', email: 'petra@example.com' },
  validate: async () => {},
});
process.stdout.write('published\n');
