/**
 * What the build writes for static hosts (dist/_redirects) is what the production server reads:
 * every redirect of redirects.json, as a permanent one, and nothing else.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeRedirectsFile } from '../../src/build/redirects/write-redirects-file';
import { parseRedirects } from '../../src/server/redirects';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'redirects-output-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('dist/_redirects', () => {
  it("holds one 'from to 301' line per redirect, which the server reads back", async () => {
    const redirects = [
      { from: '/about-us', to: '/about' },
      { from: '/product/old-gripper', to: '/product/vacuum-grippers' },
    ];
    writeFileSync(
      path.join(root, 'redirects.json'),
      JSON.stringify({ $schema: './schemas/redirects.schema.json', redirects }),
    );
    await writeRedirectsFile(root, root);
    const text = readFileSync(path.join(root, '_redirects'), 'utf8');
    expect(text.split('\n').filter((line) => line && !line.startsWith('#'))).toEqual([
      '/about-us /about 301',
      '/product/old-gripper /product/vacuum-grippers 301',
    ]);
    expect([...parseRedirects(text)]).toEqual(redirects.map(({ from, to }) => [from, to]));
  });

  it('is written without redirects too (a project without redirects.json): nothing to redirect', async () => {
    await writeRedirectsFile(root, root);
    expect(parseRedirects(readFileSync(path.join(root, '_redirects'), 'utf8')).size).toBe(0);
  });

  it('leaves out what the server must not follow: other statuses, external targets, malformed lines', () => {
    const table = parseRedirects(
      ['/a /b 302', '/c https://elsewhere.example/ 301', '/d', '# /e /f 301', '/g/ /h', '/g /i 301'].join('\n'),
    );
    expect([...table]).toEqual([['/g', '/h']]);
  });
});
