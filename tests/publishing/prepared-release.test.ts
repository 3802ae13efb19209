/**
 * A publish builds its release before the published branch moves, from the merged draft: a folder under the
 * admin's state folder, with the engine's files but no node_modules (git does not hold them). The release is
 * written, not served, until serve(); discard() leaves the site as it was.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteReleases } from '../../src/publishing/release/open-site-releases';
import { PARTIAL_PREFIX } from '../../src/publishing/release/release-layout';
import { releaseTestProject, type ReleaseTestProject } from './release-test-project';

const BUILD_MS = 240_000;

describe('a release prepared from a merged draft', () => {
  let project: ReleaseTestProject;
  let releases: SiteReleases;
  let worktrees: string;
  let draft: string;

  beforeAll(async () => {
    project = releaseTestProject();
    releases = await project.open();
    await releases.rebuild();
    // As a git work tree of the project: its files, the engine's included, and no node_modules anywhere above.
    worktrees = mkdtempSync(path.join(tmpdir(), 'draft-worktrees-'));
    draft = path.join(worktrees, 'ann+home');
    mkdirSync(draft);
    // The fixture project's own files are copied; what it links from the engine is linked, but node_modules.
    for (const entry of readdirSync(project.root, { withFileTypes: true })) {
      const from = path.join(project.root, entry.name);
      if (entry.name === 'node_modules') continue;
      if (entry.isSymbolicLink()) symlinkSync(realpathSync(from), path.join(draft, entry.name));
      else cpSync(from, path.join(draft, entry.name), { recursive: true });
    }
  }, BUILD_MS);
  afterAll(() => {
    project?.remove();
    if (worktrees) rmSync(worktrees, { recursive: true, force: true });
  });

  const editDraft = (file: string, from: string, to: string) => {
    const target = path.join(draft, file);
    const text = readFileSync(target, 'utf8');
    expect(text).toContain(from);
    writeFileSync(target, text.replace(from, to));
  };
  const partials = () => readdirSync(project.releasesDir).filter((name) => name.startsWith(PARTIAL_PREFIX));

  it(
    'builds site.json in full from the draft, serves nothing until serve(), then the draft as published',
    async () => {
      editDraft('site.json', '© 2026 Fixture Automation Pvt. Ltd.', '© 2026 Fixture Automation (Pune)');
      const served = releases.current();
      const prepared = await releases.prepare(['site.json'], draft);
      expect(releases.current()).toBe(served);
      expect(project.served('about/index.html')).not.toContain('Fixture Automation (Pune)');
      const result = await prepared.serve();
      expect(result.full).toBe(true);
      expect(project.served('about/index.html')).toContain('Fixture Automation (Pune)');
    },
    BUILD_MS,
  );

  it(
    'leaves the served site and no half-built release behind when discarded',
    async () => {
      editDraft('pages/about.json', '"heading": "Our Team"', '"heading": "Never served"');
      const served = releases.current();
      const prepared = await releases.prepare(['pages/about.json'], draft);
      await prepared.discard();
      expect(releases.current()).toBe(served);
      expect(project.served('about/index.html')).not.toContain('Never served');
      expect(partials()).toEqual([]);
      // The queue moved on: a later rebuild is not held by the discarded release.
      expect((await releases.rebuild(['pages/about.json'])).full).toBe(false);
    },
    BUILD_MS,
  );
});
