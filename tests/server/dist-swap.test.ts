/**
 * A rebuild of dist/ while the server answers (issue 27, publish and expiry without ADMIN): the build
 * removes dist/ and renames the new one into place (src/build/prerender/build-site.ts), and no
 * visitor may meet the moment between: every page answers 200 with the old site or the new one.
 */
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDistRebuilds, type DistRebuilds } from '../../src/server/rebuild-dist.ts';
import { registerStaticSite } from '../../src/server/static-site.ts';

const PAGES = ['/', '/about', '/blogs', '/careers/current-openings'];
const BIG_FILE = 'brochures/catalogue.pdf';
const BIG_SIZE = 8 * 1024 * 1024;

const pageText = (route: string, version: string) => `<!doctype html><title>${route}</title><p>${version} ${route}</p>`;
const bigFile = (version: string) => Buffer.alloc(BIG_SIZE, version === 'old' ? 'o' : 'n');

/** A complete build as build-site.ts leaves it: the pages, a 404 page, a brochure and the stamp written last. */
async function writeBuild(dir: string, version: string): Promise<void> {
  for (const route of PAGES) {
    const file = path.join(dir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, pageText(route, version));
  }
  await writeFile(path.join(dir, '404.html'), `<p>${version} not found</p>`);
  await mkdir(path.join(dir, 'brochures'), { recursive: true });
  await writeFile(path.join(dir, BIG_FILE), bigFile(version));
  await writeFile(path.join(dir, '.build-stamp'), `${Date.now()}-${version}`);
}

describe('rebuilding dist/ under a running server', () => {
  let root: string;
  let app: FastifyInstance;
  let origin: string;
  let rebuilds: DistRebuilds;
  let builds = 0;
  /** The build's own final move, with a pause where dist/ is missing, as on a slow disk. */
  const buildVersion = (version: string) => async () => {
    builds += 1;
    const staging = path.join(root, `staging-${builds}`);
    await writeBuild(staging, version);
    await rm(path.join(root, 'dist'), { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 150));
    await rename(staging, path.join(root, 'dist'));
  };
  let nextVersion = 'new';

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dist-swap-'));
    await writeBuild(path.join(root, 'dist'), 'old');
    const opened = await openDistRebuilds({
      rootDir: root,
      distDir: path.join(root, 'dist'),
      skipBuild: false,
      stateDir: path.join(root, 'data/served-dist'),
      runBuild: () => buildVersion(nextVersion)(),
    });
    rebuilds = opened!;
    app = Fastify();
    await registerStaticSite(app, { distDir: rebuilds.servedDir, apiPrefix: '/api/' });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterEach(async () => {
    await app?.close();
    await rebuilds?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers every page 200 with the old or the new site while a rebuild swaps, then the new one', async () => {
    const answers: { route: string; status: number; body: string }[] = [];
    let swapping = true;
    const visitor = async () => {
      while (swapping) {
        for (const route of PAGES) {
          const response = await fetch(origin + route);
          answers.push({ route, status: response.status, body: await response.text() });
        }
      }
    };
    const visitors = Array.from({ length: 4 }, visitor);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await rebuilds.rebuild();
    await new Promise((resolve) => setTimeout(resolve, 50));
    swapping = false;
    await Promise.all(visitors);

    const unexpected = answers.filter(
      ({ route, status, body }) =>
        status !== 200 || (body !== pageText(route, 'old') && body !== pageText(route, 'new')),
    );
    expect(unexpected).toEqual([]);
    expect(answers.length).toBeGreaterThan(PAGES.length * 4);
    for (const route of PAGES) expect(await (await fetch(origin + route)).text()).toBe(pageText(route, 'new'));
  });

  it('finishes sending a file whose build was replaced twice while it was sent', async () => {
    const response = await fetch(`${origin}/${BIG_FILE}`);
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [(await reader.read()).value!];
    // Two rebuilds: the snapshot this answer reads from is removed from disk before it is done.
    await rebuilds.rebuild();
    nextVersion = 'newer';
    await rebuilds.rebuild();
    expect(await readdir(path.join(root, 'data/served-dist', String(process.pid)))).not.toContain('snapshot-1');
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(chunk.value);
    expect(Buffer.concat(chunks).equals(bigFile('old'))).toBe(true);
    const now = Buffer.from(await (await fetch(`${origin}/${BIG_FILE}`)).arrayBuffer());
    expect(now.equals(bigFile('newer'))).toBe(true);
  });

  it('picks up a build made by hand, once it is complete', async () => {
    nextVersion = 'by hand';
    await buildVersion(nextVersion)();
    await expect
      .poll(async () => (await fetch(`${origin}/about`)).text(), { timeout: 10_000 })
      .toBe(pageText('/about', 'by hand'));
  });
});
