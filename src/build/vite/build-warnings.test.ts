import path from 'node:path';
import { build, createLogger, type Logger } from 'vite';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** A Vite logger that keeps every warning, so a test can read what `npm run build` would print. */
function recordingLogger(warnings: string[]): Logger {
  const logger = createLogger('warn', { allowClearScreen: false });
  logger.warn = (message) => void warnings.push(message);
  logger.info = () => {};
  logger.warnOnce = (message) => void warnings.push(message);
  return logger;
}

describe("the site's bundles through Vite", () => {
  // A cross-file `composes: x from './other.module.css'` made postcss-modules paste that file's CSS in
  // without a `from` path: every build and `npm start` printed a PostCSS warning a newcomer reads as a fault.
  // Rolldown's timing report ("[PLUGIN_TIMINGS] JavaScript callbacks ran for ...") came on slow machines.
  it('builds the client and server bundles without a PostCSS or timing warning', async () => {
    const warnings: string[] = [];
    const common = { root, configFile: path.join(root, 'vite.config.ts'), customLogger: recordingLogger(warnings) };
    await build({ ...common, build: { write: false, emptyOutDir: false } });
    await build({
      ...common,
      build: { ssr: 'src/browser/entry-server.tsx', write: false, emptyOutDir: false, copyPublicDir: false },
    });
    // What the page validator says about the live pages is for their author, not a fault of the build.
    expect(warnings.filter((warning) => !warning.includes('page-engine:validate-pages'))).toEqual([]);
  }, 120_000);
});
