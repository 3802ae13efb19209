/**
 * `npm run format:content [-- --root <dir>]`: rewrites site.json, site.contract.json and the pages
 * in the form the editor writes, and names each file it changed. Formatting is never checked (a
 * hand-edited file with other whitespace passes validate, check and the tests), so this is a
 * convenience, not a gate. Exits 1 when a file is not JSON (it is left alone; validate says why).
 */
import { rootFromArgs } from '../src/build/cli-args';
import { formatContentFiles } from '../src/build/pages/format-content-files';

const { rewritten, unreadable } = await formatContentFiles(
  rootFromArgs(process.argv.slice(2), 'Usage: npm run format:content -- [--root <project directory>]'),
);
for (const file of rewritten) console.log(`formatted ${file}`);
for (const file of unreadable) console.error(`${file} is not valid JSON: run \`npm run validate\` to see where`);
if (rewritten.length === 0 && unreadable.length === 0) console.log('Every content file is already formatted.');
process.exitCode = unreadable.length > 0 ? 1 : 0;
