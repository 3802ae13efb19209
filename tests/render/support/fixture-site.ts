import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageEntry } from '../../../src/browser/app/page-entry';
import type { ReceivedSite } from '../../../src/generated/received-types';
import { copyBaseFixture } from '../../support/base-fixture';
import { pageEntriesFrom, readSite } from './page-entries';

export interface FixtureSite {
  root: string;
  pages: PageEntry[];
  site: ReceivedSite;
  remove(): void;
}

/**
 * A temporary copy of tests/fixtures/base (home with islands, a static about page, the not-found
 * page) with `extraPages` (file path -> page data) written into it and site.json changed by
 * `editSite`, and its route table: render tests run on this, never on the live pages an author may change.
 */
export function fixtureSite(
  extraPages: Record<string, unknown> = {},
  editSite: (site: Record<string, any>) => void = () => {}, // eslint-disable-line @typescript-eslint/no-explicit-any -- site.json as a test reshapes it
): FixtureSite {
  const root = mkdtempSync(path.join(tmpdir(), 'render-fixture-'));
  copyBaseFixture(root);
  const siteFile = path.join(root, 'site.json');
  const siteData = JSON.parse(readFileSync(siteFile, 'utf8')) as Record<string, unknown>;
  editSite(siteData);
  writeFileSync(siteFile, `${JSON.stringify(siteData, null, 2)}\n`);
  for (const [file, page] of Object.entries(extraPages)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), `${JSON.stringify(page, null, 2)}\n`);
  }
  const site = readSite(root);
  return {
    root,
    site,
    pages: pageEntriesFrom(path.join(root, 'pages'), root, site),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
