/**
 * The editor's UI comes through Vite on the same loopback server, behind the same guard: Vite's
 * files and its HMR websocket are refused to a foreign Host or Origin like the API.
 */
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editorUnderTest, repoRoot } from './editor-test-project';

const under = editorUnderTest({ withClient: true });
const clientExists = existsSync(path.join(repoRoot, 'src/editor/client/index.html'));

/** The status line of a websocket upgrade request sent with these headers (raw, as a browser sends it). */
function upgradeStatus(headers: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(under.editor.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) {
        resolve(received.slice(0, received.indexOf('\r\n')));
        socket.destroy();
      }
    });
    socket.on('end', () => resolve(received.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
    const lines = [
      'GET /?token=x HTTP/1.1',
      'Connection: Upgrade',
      'Upgrade: websocket',
      'Sec-WebSocket-Version: 13',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Protocol: vite-hmr',
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ];
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
  });
}

describe('the editor UI through Vite', () => {
  it.runIf(clientExists)('serves the editor page and the preview page to the editor itself', async () => {
    const page = await under.call('GET', '/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('/@vite/client');
    const preview = await under.call('GET', '/preview.html');
    expect(preview.status).toBe(200);
  });

  it("serves the site's theme CSS module, read by the site's own Vite plugin", async () => {
    const theme = await under.call('GET', '/@id/__x00__virtual:theme.css');
    expect(theme.status).toBe(200);
    expect(theme.text).toContain('--');
  });

  it('refuses the UI to a foreign Host (DNS rebinding)', async () => {
    const answer = await under.call('GET', '/', { headers: { host: 'evil.com:3001', origin: undefined } });
    expect(answer.status).toBe(403);
  });

  it("refuses Vite's files outside the allowed folders", async () => {
    const answer = await under.call('GET', `/@fs${path.join(repoRoot, 'package.json')}`);
    expect(answer.status).not.toBe(200);
    expect(answer.text).not.toContain('"devDependencies"');
  });

  it('refuses a websocket upgrade with a foreign Host or Origin before Vite sees it', async () => {
    const own = `127.0.0.1:${under.editor.port}`;
    expect(await upgradeStatus({ Host: 'evil.com:3001', Origin: 'http://evil.com:3001' })).toContain('403');
    expect(await upgradeStatus({ Host: own, Origin: 'https://evil.example' })).toContain('403');
    expect(await upgradeStatus({ Host: own, Origin: `http://${own}` })).not.toContain('403');
  });
});
