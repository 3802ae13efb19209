import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, type Plugin } from 'vite';
import { validatePagesPlugin } from '../../src/build/vite/vite-plugin-validate-pages';
import { baseProjectDir, copyFixtureFile, invalidFixturesDir } from './fixture-project';
import { temporaryFixtures } from './temporary-fixtures';

// A Vite build takes about a second here, several when parallel suites load the machine.
const BUILD_TIMEOUT_MS = 30_000;
const fixture = temporaryFixtures();

function projectWithEntry(name: string): string {
  const root = fixture(name);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body><p>fixture</p></body></html>');
  return root;
}

function buildProject(root: string) {
  return build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [validatePagesPlugin()],
    build: { write: false },
  });
}

describe('validatePagesPlugin in `vite build`', () => {
  it(
    'fails the build and lists every problem',
    async () => {
      await expect(buildProject(projectWithEntry('dead-internal-link'))).rejects.toThrow(
        /pages\/index\.json:32:21 Card grid › Card 1 › Link › Link target links to '\/abuot'[^\n]*\n {2}[^\n]*\[dead-internal-link\]\nsite\.json:45:17 Footer › Link 2 › Link target links to '\/policies'/,
      );
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'lets a valid project build (warnings do not fail it)',
    async () => {
      await expect(buildProject(projectWithEntry('image-too-small'))).resolves.toBeDefined();
    },
    BUILD_TIMEOUT_MS,
  );
});

type Listener = (file: string) => Promise<void>;

/** Just enough of ViteDevServer to watch what the plugin sends to the browser. */
function fakeDevServer() {
  const sent: { type: string; err?: { message: string; plugin: string; loc?: unknown } }[] = [];
  const listeners: Record<string, Listener> = {};
  const server = {
    ws: { send: (payload: (typeof sent)[number]) => sent.push(payload), on: () => undefined },
    watcher: { add: () => undefined, on: (event: string, listener: Listener) => void (listeners[event] = listener) },
    config: { logger: { error: () => undefined, info: () => undefined } },
  };
  return { server, sent, listeners };
}

function callHook(plugin: Plugin, hook: 'configResolved' | 'configureServer', argument: unknown): void {
  (plugin[hook] as (value: unknown) => void)(argument);
}

describe('validatePagesPlugin in the dev server', () => {
  it('sends errors to the overlay when a page breaks, and reloads once it is fixed', async () => {
    const root = fixture('image-too-small');
    const plugin = validatePagesPlugin();
    const { server, sent, listeners } = fakeDevServer();
    callHook(plugin, 'configResolved', { root, command: 'serve', build: {} });
    callHook(plugin, 'configureServer', server);
    const page = path.join(root, 'pages/about.json');

    copyFixtureFile(path.join(invalidFixturesDir, 'wrong-type/pages/about.json'), root, 'pages/about.json');
    await listeners.change!(page);
    expect(sent).toEqual([
      {
        type: 'error',
        err: expect.objectContaining({
          plugin: 'page-engine:validate-pages',
          message: expect.stringContaining(
            'pages/about.json:29:20 Card grid › Card 2 › Title should be text, not the number 42',
          ),
          loc: { file: page, line: 29, column: 20 },
        }),
      },
    ]);

    copyFixtureFile(path.join(baseProjectDir, 'pages/about.json'), root, 'pages/about.json');
    await listeners.change!(page);
    expect(sent.at(-1)).toEqual({ type: 'full-reload' });
  });

  it('revalidates only when page data, the site file, schemas or public files change', async () => {
    const root = fixture('wrong-type');
    const plugin = validatePagesPlugin();
    const { server, sent, listeners } = fakeDevServer();
    callHook(plugin, 'configResolved', { root, command: 'serve', build: {} });
    callHook(plugin, 'configureServer', server);
    await listeners.change!(path.join(root, 'src/App.tsx'));
    expect(sent).toEqual([]);
    await listeners.change!(path.join(root, 'site.json'));
    expect(sent.map((payload) => payload.type)).toEqual(['error']);
  });
});
