/**
 * `npm run build [-- --root <dir>]`: validates every page and writes the static site to dist/ (see
 * src/build/prerender). `--root` builds another project folder into its own dist/: its content
 * (pages/, site.json, public/, content/) with the engine (src/, schemas/, node_modules/, vite.config.ts,
 * tsconfig.json, package.json) beside it, linked or copied; the browser suite builds its fixture site so.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { countOf, describeImageWrite } from '../src/build/images/describe-image-write';
import { buildSite } from '../src/build/prerender/build-site';
import { describeFailure } from '../src/build/validation/invalid-pages-error';

const usage = 'Usage: npm run build -- [--root <project directory>]';

function parseCommandLine(args: string[]): { root?: string } {
  try {
    const { values } = parseArgs({ args, options: { root: { type: 'string' } } });
    return values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const { root } = parseCommandLine(process.argv.slice(2));
const started = performance.now();
try {
  const { routes, images } = await buildSite(root ? { root: path.resolve(root) } : {});
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`build: ${countOf(routes, 'page')} written to dist/ in ${seconds} s`);
  console.log(`build: ${describeImageWrite(images)}`);
} catch (error) {
  console.error(describeFailure(error));
  process.exitCode = 1;
}
