/**
 * Findings of a probe of `npm run edit` (issue 26): a duplicate Host header was accepted, and an
 * address that does not decode (/images/%E0%A4%A) answered 500 with absolute paths. Each answer
 * here must be a 400 that names no file system path.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { editorUnderTest, repoRoot } from './editor-test-project';

const under = editorUnderTest();

/** A raw HTTP/1.1 request (node:http would refuse to send two Host headers), and the whole answer. */
function rawRequest(lines: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(under.editor.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(`${[...lines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
  });
}

/** No answer may carry a path of this machine: the project copy, the engine, the temporary folder. */
function expectNoPath(text: string): void {
  expect(text).not.toContain(under.root);
  expect(text).not.toContain(repoRoot);
  expect(text).not.toMatch(/\/tmp\/|\/work\/|\/home\/|node_modules/);
}

describe('the Host header', () => {
  it('refuses a request with two Host headers with 400, whichever comes first', async () => {
    const own = `127.0.0.1:${under.editor.port}`;
    for (const hosts of [
      [own, 'evil.example'],
      ['evil.example', own],
      [own, own],
    ]) {
      const answer = await rawRequest(['GET /api/pages HTTP/1.1', ...hosts.map((host) => `Host: ${host}`)]);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(answer).toContain('more than one Host header');
      expect(answer).not.toContain('"pages"');
    }
  });

  it('answers one Host header (the control)', async () => {
    const answer = await rawRequest(['GET /api/pages HTTP/1.1', `Host: 127.0.0.1:${under.editor.port}`]);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});

describe('addresses that do not decode', () => {
  it.each([
    '/images/%E0%A4%A',
    '/images/%E0%A4%A.png',
    '/images/%ZZ.png',
    '/assets/images/%E0%A4%A.avif',
    '/api/images/%E0%A4%A',
    '/api/assets/images/%C0%80.jpg',
    '/api/file?file=%E0%A4%A',
  ])('%s answers 400 without a path', async (address) => {
    const answer = await under.call('GET', address);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expectNoPath(answer.text);
  });

  it('a name of 300 characters answers a refusal without a path', async () => {
    const long = `${'a'.repeat(300)}.png`;
    for (const address of [`/images/${long}`, `/api/file?file=pages/${'a'.repeat(300)}.json`]) {
      const answer = await under.call('GET', address);
      expect(answer.status, answer.text).toBeLessThan(500);
      expectNoPath(answer.text);
    }
  });
});
