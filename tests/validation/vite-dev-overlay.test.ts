import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { validatePagesPlugin } from '../../src/build/vite/vite-plugin-validate-pages';
import { materializeFixture } from './fixture-project';

// jsdom (a dev dependency) ships no types; Node 20 has no global WebSocket, so borrow jsdom's.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string }) => { window: { WebSocket: typeof WebSocket } };
};

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The first message the dev server pushes to a browser that opens its HMR socket. */
function firstHmrMessage(server: ViteDevServer): Promise<{ type: string; err?: { message: string } }> {
  const { port } = server.httpServer!.address() as AddressInfo;
  const { WebSocket } = new JSDOM('', { url: `http://127.0.0.1:${port}/` }).window;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?token=${server.config.webSocketToken}`, 'vite-hmr');
  cleanups.push(() => socket.close());
  return new Promise((resolve, reject) => {
    socket.addEventListener('error', () => reject(new Error('HMR socket failed')));
    socket.addEventListener('message', (event) => {
      const payload = JSON.parse(String(event.data)) as { type: string };
      // 'connected' is Vite's greeting; the plugin's report follows it.
      if (payload.type !== 'connected') resolve(payload);
    });
  });
}

describe('validatePagesPlugin in a real dev server', () => {
  it('shows the problems of an invalid project in the overlay of a browser that connects', async () => {
    const { root, remove } = materializeFixture('wrong-type');
    cleanups.push(remove);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><html><body></body></html>');
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [validatePagesPlugin()],
      server: { host: '127.0.0.1', port: 0, watch: null },
    });
    cleanups.push(() => server.close());
    await server.listen();

    const message = await firstHmrMessage(server);
    expect(message.type).toBe('error');
    expect(message.err?.message).toContain(
      'pages/about.json:29:20 Card grid › Card 2 › Title should be text, not the number 42',
    );
  }, 30_000);
});
