/**
 * `npm run edit [-- --root <dir>]`: the visual page editor on http://127.0.0.1:3001/ (PORT overrides),
 * for authors who would rather fill in forms than edit JSON. A local development tool: it listens
 * on loopback only and is never part of `npm start`, dist/ or the site's bundles.
 */
import { rootFromArgs } from '../src/build/cli-args';
import { startEditor } from '../src/editor/server/start-editor';

const DEFAULT_PORT = 3001;

const root = rootFromArgs(process.argv.slice(2), 'Usage: npm run edit -- [--root <project directory>]');
const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${process.env.PORT}'.`);
  process.exit(2);
}

const editor = await startEditor({ root, port, host: '127.0.0.1' });
console.log(`Page editor: ${editor.url}`);
console.log(`Editing ${root}. Stop with Ctrl+C.`);

const stop = () => void editor.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
