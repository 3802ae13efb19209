import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { readFileSync } from 'node:fs';
import { withoutRedundantSizes } from '../../src/build/migrations/003-image-size-from-file';
import { readImageSizes } from '../../src/build/migrations/image-sizes';
import { baseProjectDir } from './fixture-project';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

describe('validateProject', () => {
  it('finds no problem at all in the real pages/ and site.json, so an author sees "0 problems"', async () => {
    const { problems, pages, site } = await validateProject({ root: projectRoot });
    // The spec's Home card to /solutions/PickPlaceDetails lands on not-found on purpose: it is
    // declared intentionalDeadLink, so it is not reported either.
    expect(problems.map(formatProblem)).toEqual([]);
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.some((page) => page.file === 'pages/not-found.json')).toBe(true);
    expect(site?.companyName).toBeTruthy();
  }, 30_000);

  it('finds nothing at all in the valid fixture project, and returns its data', async () => {
    const { problems, pages, pageFiles, site } = await validateProject({ root: baseProjectDir });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(pageFiles).toEqual(['pages/about.json', 'pages/index.json', 'pages/not-found.json']);
    expect(pages.map((page) => page.data.title)).toEqual(['About Us', 'Home', 'Page not found']);
    expect(site?.companyName).toBe('Fixture Automation Pvt. Ltd.');
  });

  // site.json has no schemaVersion, so `npm run migrate` never rewrites it: migration 003 was applied by hand.
  it.each([projectRoot, baseProjectDir])(
    'site.json in %s states no image size its file already gives',
    async (root) => {
      const site = JSON.parse(readFileSync(`${root}/site.json`, 'utf8')) as unknown;
      expect(withoutRedundantSizes(site, await readImageSizes(root, site))).toEqual(site);
    },
  );
});
