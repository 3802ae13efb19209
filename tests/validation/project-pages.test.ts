import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutRedundantSizes } from '../../src/build/migrations/003-image-size-from-file';
import { readImageSizes } from '../../src/build/migrations/image-sizes';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validateProject } from '../../src/build/validation/validate-project';
import { baseProjectDir } from './fixture-project';

/**
 * The live pages/ and site.json are the author's: `npm run check` validates them (errors fail,
 * warnings are the author's to weigh), and no unit test pins them. These tests use the fixture.
 */
describe('validateProject', () => {
  it('finds nothing at all in the valid fixture project, and returns its data', async () => {
    const { problems, pages, pageFiles, site } = await validateProject({ root: baseProjectDir });
    expect(problems.map(formatProblem)).toEqual([]);
    expect(pageFiles).toEqual(['pages/about.json', 'pages/index.json', 'pages/not-found.json']);
    expect(pages.map((page) => page.data.title)).toEqual(['About Us', 'Home', 'Page not found']);
    expect(site?.companyName).toBe('Fixture Automation Pvt. Ltd.');
  });

  // site.json has no schemaVersion, so `npm run migrate` never rewrites it: the fixture's was migrated by hand.
  it("states no image size in the fixture's site.json that its file already gives", async () => {
    const site = JSON.parse(readFileSync(`${baseProjectDir}/site.json`, 'utf8')) as unknown;
    expect(withoutRedundantSizes(site, await readImageSizes(baseProjectDir, site))).toEqual(site);
  });
});
