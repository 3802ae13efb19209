/**
 * A rebuild in a process of its own, for the test that kills it mid-way:
 * `tsx rebuild-in-child.ts <root> <servedDir> <releasesDir> [changed file...]`.
 */
import { openSiteReleases } from '../../src/publishing/release/open-site-releases';

const [root, servedDir, releasesDir, ...changed] = process.argv.slice(2);
if (!root || !servedDir || !releasesDir)
  throw new Error('usage: rebuild-in-child.ts <root> <servedDir> <releasesDir> [file...]');
const releases = await openSiteReleases({ root, servedDir, releasesDir });
await releases.rebuild(changed.length > 0 ? changed : undefined);
