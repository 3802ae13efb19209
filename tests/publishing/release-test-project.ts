import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { engineOnFixture } from '../support/engine-on-fixture';
import { openSiteReleases, type SiteReleases } from '../../src/publishing/release/open-site-releases';

/** A temporary copy of tests/fixtures/base (engine linked) and a state folder for its releases. */
export interface ReleaseTestProject {
  root: string;
  servedDir: string;
  releasesDir: string;
  open(): Promise<SiteReleases>;
  /** Rewrites a project file through `change` (its text in, its new text out). */
  edit(file: string, change: (text: string) => string): void;
  /** A file of the served site, read through the link. */
  served(file: string): string;
  remove(): void;
}

export function releaseTestProject(): ReleaseTestProject {
  const project = engineOnFixture();
  const state = mkdtempSync(path.join(tmpdir(), 'site-releases-'));
  const servedDir = path.join(state, 'site');
  const releasesDir = path.join(state, 'releases');
  return {
    root: project.root,
    servedDir,
    releasesDir,
    open: () => openSiteReleases({ root: project.root, servedDir, releasesDir }),
    edit(file, change) {
      const target = path.join(project.root, file);
      writeFileSync(target, change(readFileSync(target, 'utf8')));
    },
    served: (file) => readFileSync(path.join(servedDir, file), 'utf8'),
    remove() {
      project.remove();
      rmSync(state, { recursive: true, force: true });
    },
  };
}

/** A page file of the fixture's format, with one section block. */
export function sectionPage(title: string, heading: string): string {
  const page = {
    $schema: '../schemas/page.schema.json',
    schemaVersion: 4,
    title,
    description: `${title}: a page added by a release test.`,
    blocks: [{ type: 'section', heading, paragraphs: ['Added while the site was served.'] }],
  };
  return `${JSON.stringify(page, null, 2)}\n`;
}
