/**
 * `npm run dev`: the development server. Every page is rendered on the server per request as the
 * build renders it (islands hydrate, static blocks ship no script); saving a page reloads it.
 * PORT overrides the port (5173); `--root <dir>` serves another project.
 */
import { rootFromArgs } from '../src/build/cli-args';
import { startDevServer } from '../src/build/dev/dev-server';

const root = rootFromArgs(process.argv.slice(2), 'Usage: npm run dev [-- --root <project folder>]');
const port = Number(process.env.PORT ?? 5173);
const server = await startDevServer({ root, port });
console.log(`Development server: ${server.url}/ (block gallery: ${server.url}/__blocks)`);
