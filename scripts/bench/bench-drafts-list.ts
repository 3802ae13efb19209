/**
 * The admin's drafts list with CONTENT_REMOTE (issue 26, several instances): what GET /admin/api/drafts asks of
 * the content repository for 10 drafts saved on another instance, i.e. each draft's changes after taking the
 * remote's saves. "due": the first list of an instance (nothing fetched yet); "fresh": the same list again at once;
 * and what the editor's write into a draft now waits for first (a fetch and a look at the remote's draft). "with the
 * conflict look": the list as the admin makes it since drafts show their conflict with the published pages (each
 * draft's files, then `publishedConflict`), the drafts behind the published pages (a `git merge-tree` each).
 *   npx tsx scripts/bench/bench-drafts-list.ts [runs=5] [drafts=10]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openContentRepository, type ContentRepository } from '../../src/publishing/content/index.ts';
import { cloneForInstance, createContentRemote } from '../../tests/support/content-remote.ts';
import { median } from './bench-median.ts';
import { ms, printTable } from './bench-table.ts';

// What the list asks per draft: its changed files (before this commit: all its changes, diffs included).
const listFiles = async (repo: ContentRepository, draft: string) =>
  'changedFiles' in repo
    ? repo.changedFiles(draft)
    : (await (repo as ContentRepository).changes(draft)).map((c) => c.file);

const runs = Number(process.argv[2] ?? 5);
const draftCount = Number(process.argv[3] ?? 10);
const author = { name: 'Asha Author', email: 'asha@example.in' };

const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-drafts-list-'));
try {
  const remote = createContentRemote(scratch, (seed) => {
    mkdirSync(path.join(seed, 'pages'));
    for (let page = 0; page < draftCount; page += 1) {
      writeFileSync(path.join(seed, `pages/page-${page}.json`), `{\n  "title": "Page ${page}"\n}\n`);
    }
  });
  const open = (name: string) => {
    const dir = cloneForInstance(scratch, remote, name);
    return (worktrees: string) => openContentRepository({ dir, remote, worktreesDir: path.join(scratch, worktrees) });
  };

  const saving = await open('saving')('saving-drafts');
  const drafts: string[] = [];
  for (let page = 0; page < draftCount; page += 1) {
    const file = `pages/page-${page}.json`;
    const draft = await saving.createDraft(author, file);
    writeFileSync(path.join(await saving.draftRoot(draft), file), `{\n  "title": "Page ${page}, changed"\n}\n`);
    await saving.commitDraft(draft, [file], `Saved ${file}`, author);
    drafts.push(draft);
  }
  await saving.draftPushesSettled();
  // One more page published after the drafts began: each draft is behind, so the conflict look merges.
  const other = await saving.createDraft(author, 'pages/other.json');
  writeFileSync(path.join(await saving.draftRoot(other), 'pages/other.json'), '{\n  "title": "Other"\n}\n');
  await saving.commitDraft(other, ['pages/other.json'], 'Saved pages/other.json', author);
  await saving.publish(other, { publisher: author, validate: async () => undefined });

  const listing = open('listing');
  const list = async (repo: ContentRepository) => {
    const started = performance.now();
    const files = await Promise.all(drafts.map(async (draft) => (await listFiles(repo, draft)).length));
    if (files.some((count) => count !== 1)) throw new Error(`a draft's change is missing: ${files.join(', ')}`);
    return performance.now() - started;
  };
  const withConflictLook = async (repo: ContentRepository) => {
    const started = performance.now();
    await Promise.all(
      drafts.map(async (draft) => {
        await listFiles(repo, draft);
        if ('publishedConflict' in repo && (await repo.publishedConflict(draft))) throw new Error('no conflict here');
      }),
    );
    return performance.now() - started;
  };
  const due: number[] = [];
  const fresh: number[] = [];
  const looked: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    // A new instance's repository: nothing fetched yet.
    const repo = await listing(`listing-drafts-${run}`);
    due.push(await list(repo));
    fresh.push(await list(repo));
    looked.push(await withConflictLook(repo));
  }
  // What a save now costs first: the editor's write fetches the draft's newest saves (one fetch, then the follow).
  const writeSync: number[] = [];
  if ('syncDraft' in saving) {
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await saving.syncDraft(drafts[run % drafts.length]!, 'write');
      writeSync.push(performance.now() - started);
    }
  }
  printTable(
    `Drafts list, ${draftCount} drafts saved on another instance, ${runs} runs (ms)`,
    ['list', 'median', 'min', 'max'],
    [
      ['due (first list of an instance)', ms(median(due)), ms(Math.min(...due)), ms(Math.max(...due))],
      ['fresh (listed again at once)', ms(median(fresh)), ms(Math.min(...fresh)), ms(Math.max(...fresh))],
      ['fresh, with the conflict look', ms(median(looked)), ms(Math.min(...looked)), ms(Math.max(...looked))],
      ['before a save: sync for write', ms(median(writeSync)), ms(Math.min(...writeSync)), ms(Math.max(...writeSync))],
    ],
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
