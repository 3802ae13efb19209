import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteReleases } from '../../src/publishing/release/open-site-releases';
import { registerStaticSite } from '../../src/server/static-site';
import { releaseTestProject, type ReleaseTestProject } from './release-test-project';

const BUILD_MS = 180_000;

describe('the production static site served through the release link', () => {
  let project: ReleaseTestProject;
  let releases: SiteReleases;
  let app: FastifyInstance;
  let origin: string;

  beforeAll(async () => {
    project = releaseTestProject();
    releases = await project.open();
    await releases.rebuild();
    app = Fastify();
    await registerStaticSite(app, { distDir: project.servedDir, apiPrefix: '/api/' });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  }, BUILD_MS);
  afterAll(async () => {
    await app?.close();
    project?.remove();
  });

  it(
    'answers every GET during swaps with 200 and either the old or the new page, never a mix',
    async () => {
      const versions = new Set([project.served('about/index.html')]);
      let swapping = true;
      const answers: { status: number; body: string }[] = [];
      // Browsers ask for brotli, gzip and plain alike: each is a file of the release that may change under it.
      const encodings = ['br', 'gzip', 'identity'];
      const hammer = async (worker: number) => {
        for (let n = 0; swapping; n += 1) {
          const encoding = encodings[(worker + n) % encodings.length]!;
          const response = await fetch(`${origin}/about`, { headers: { 'accept-encoding': encoding } });
          answers.push({ status: response.status, body: await response.text() });
        }
      };
      const workers = Array.from({ length: 6 }, (_, worker) => hammer(worker));
      // Headings of different lengths: a body cut to the old length, or padded, would match neither page.
      for (const heading of [
        'Our Team of Many Engineers',
        'Team',
        'Our Team, Commissioning Crews and Service Engineers',
      ]) {
        project.edit('pages/about.json', (text) =>
          text.replace(/"heading": "(Our )?Team[^"]*"/, `"heading": "${heading}"`),
        );
        await releases.rebuild(['pages/about.json']);
        versions.add(project.served('about/index.html'));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
      swapping = false;
      await Promise.all(workers);

      expect(versions.size).toBe(4);
      expect(answers.length).toBeGreaterThan(50);
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      const strangers = answers.filter((answer) => !versions.has(answer.body));
      expect(strangers.map((answer) => answer.body.length)).toEqual([]);
      // No restart: the last release is what the server sends now.
      const latest = await fetch(`${origin}/about`);
      expect(await latest.text()).toContain('Our Team, Commissioning Crews and Service Engineers');
    },
    BUILD_MS,
  );
});
