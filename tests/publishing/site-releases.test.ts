import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteReleases } from '../../src/publishing/release/open-site-releases';
import { releaseTestProject, sectionPage, type ReleaseTestProject } from './release-test-project';

const BUILD_MS = 180_000;

/** Every file of a release with its inode and modification time (hard-linked files share both). */
function fileStats(dir: string): Map<string, { ino: number; mtimeMs: number }> {
  const stats = new Map<string, { ino: number; mtimeMs: number }>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { ino, mtimeMs } = statSync(file);
    stats.set(path.relative(dir, file), { ino, mtimeMs });
  }
  return stats;
}

describe('site releases of a project folder', () => {
  let project: ReleaseTestProject;
  let releases: SiteReleases;

  beforeAll(async () => {
    project = releaseTestProject();
    releases = await project.open();
    expect(releases.current()).toBeNull();
    const first = await releases.rebuild();
    expect(first.full).toBe(true);
  }, BUILD_MS);
  afterAll(() => project?.remove());

  it('serves the first release through the link', () => {
    expect(releases.current()).not.toBeNull();
    expect(project.served('about/index.html')).toContain('About Us');
    expect(lstatSync(project.servedDir).isSymbolicLink()).toBe(true);
  });

  it(
    'renders only the changed page, and the page shows the new text',
    async () => {
      const before = releases.current()!;
      const beforeStats = fileStats(before);
      project.edit('pages/about.json', (text) => text.replace('"heading": "Our Team"', '"heading": "Our Engineers"'));
      const result = await releases.rebuild(['pages/about.json']);
      expect(result).toMatchObject({ full: false, pages: 1 });
      expect(project.served('about/index.html')).toContain('Our Engineers');
      const afterStats = fileStats(result.release);
      const changed = [...afterStats].filter(([file, stat]) => {
        const old = beforeStats.get(file);
        return !old || old.ino !== stat.ino;
      });
      const changedFiles = changed.map(([file]) => file).sort();
      // The page, its compressed copies, and the release's own record: nothing else was written.
      expect(changedFiles).toEqual(['.release.json', 'about/index.html', 'about/index.html.br', 'about/index.html.gz']);
      // The previous release still holds the old page: it was replaced in the new release, not written over.
      expect(readFileSync(path.join(before, 'about/index.html'), 'utf8')).toContain('Our Team');
    },
    BUILD_MS,
  );

  it(
    'renders a page exactly as the full build writes it',
    async () => {
      // The home page was written by the full build; rendered now from the same files, the bytes match.
      expect(await releases.renderPreview(project.root, '/')).toBe(project.served('index.html'));
    },
    BUILD_MS,
  );

  it(
    'adds a page with its route in sitemap.xml, and removes both again',
    async () => {
      expect(project.served('sitemap.xml')).not.toContain('/careers');
      writeFileSync(path.join(project.root, 'pages/careers.json'), sectionPage('Careers', 'Join the team'));
      const added = await releases.rebuild(['pages/careers.json']);
      expect(added).toMatchObject({ full: false, pages: 1 });
      expect(project.served('careers/index.html')).toContain('Join the team');
      expect(project.served('sitemap.xml')).toContain('https://www.example.in/careers');

      rmSync(path.join(project.root, 'pages/careers.json'));
      const removed = await releases.rebuild(['pages/careers.json']);
      expect(removed).toMatchObject({ full: false, pages: 0 });
      expect(existsSync(path.join(project.servedDir, 'careers/index.html'))).toBe(false);
      expect(project.served('sitemap.xml')).not.toContain('/careers');
    },
    BUILD_MS,
  );

  it(
    'drops a page deleted from an address the site now keeps, and keeps the site’s own file there',
    async () => {
      // Built before such addresses were refused: /about-us.html was a page of the release.
      const current = releases.current()!;
      mkdirSync(path.join(current, 'about-us.html'));
      writeFileSync(path.join(current, 'about-us.html/index.html'), '<!doctype html><title>About us</title>');
      const removed = await releases.rebuild(['pages/about-us.html.json', 'pages/robots.txt.json']);
      expect(removed).toMatchObject({ full: false, pages: 0 });
      expect(existsSync(path.join(project.servedDir, 'about-us.html/index.html'))).toBe(false);
      // robots.txt is the site's file: a page there never had output, and removing it is no error.
      expect(project.served('robots.txt')).toContain('Sitemap:');
    },
    BUILD_MS,
  );

  it(
    'copies an image a changed page newly names, and builds in full when an image the site serves is replaced',
    async () => {
      const svg = readFileSync(path.join(project.root, 'public/images/banners/about.svg'), 'utf8');
      writeFileSync(path.join(project.root, 'public/images/banners/new.svg'), svg.replace('<svg', '<svg data-new="1"'));
      project.edit('pages/about.json', (text) => text.replace('/images/banners/about.svg', '/images/banners/new.svg'));
      const added = await releases.rebuild(['public/images/banners/new.svg', 'pages/about.json']);
      expect(added).toMatchObject({ full: false, pages: 1 });
      expect(project.served('images/banners/new.svg')).toContain('data-new="1"');
      expect(project.served('about/index.html')).toContain('/images/banners/new.svg');

      writeFileSync(path.join(project.root, 'public/images/banners/new.svg'), svg.replace('<svg', '<svg data-new="2"'));
      const replaced = await releases.rebuild(['public/images/banners/new.svg']);
      expect(replaced.full).toBe(true);
      expect(project.served('images/banners/new.svg')).toContain('data-new="2"');
    },
    BUILD_MS,
  );

  it(
    'previews a draft folder’s changed page with the real renderer, and nothing for an unknown route',
    async () => {
      project.edit('pages/index.json', (text) => text.replace(/"heading": "[^"]*"/, '"heading": "Draft heading"'));
      const preview = await releases.renderPreview(project.root, '/');
      expect(preview).toContain('Draft heading');
      expect(preview).toMatch(/^<!doctype html>/);
      // The public page is untouched until a rebuild.
      expect(project.served('index.html')).not.toContain('Draft heading');
      expect(await releases.renderPreview(project.root, '/no-such-page')).toBeNull();
    },
    BUILD_MS,
  );

  it(
    'builds everything again when site.json changes, keeping the previous build’s hashed files',
    async () => {
      // What an older build named: a hashed script a page loaded before the swap may still ask for.
      const before = releases.current()!;
      const manifestFile = path.join(before, '.vite/manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
      writeFileSync(path.join(before, 'assets/older-build-Xy12ab.js'), 'console.log("older build");\n');
      manifest['src/older-entry.ts'] = { file: 'assets/older-build-Xy12ab.js' };
      writeFileSync(manifestFile, JSON.stringify(manifest));

      project.edit('site.json', (text) => text.replace('"label": "Contact Us"', '"label": "Talk to Us"'));
      const result = await releases.rebuild(['site.json']);
      expect(result.full).toBe(true);
      expect(result.pages).toBe(3);
      // Every page shows the navigation's new label, and the draft text written meanwhile on /.
      for (const file of ['index.html', 'about/index.html', '404.html'])
        expect(project.served(file)).toContain('Talk to Us');
      expect(project.served('index.html')).toContain('Draft heading');
      expect(project.served('assets/older-build-Xy12ab.js')).toContain('older build');
      const kept = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>;
      for (const chunk of Object.values(kept)) expect(existsSync(path.join(project.servedDir, chunk.file))).toBe(true);
    },
    BUILD_MS,
  );

  it('keeps the last 3 releases', () => {
    const kept = readdirSync(project.releasesDir).filter((name) => !name.startsWith('.'));
    expect(kept).toHaveLength(3);
    expect(kept.sort().at(-1)).toBe(path.basename(releases.current()!));
  });

  it(
    'removes a crashed rebuild’s leftovers on open and keeps serving the finished release',
    async () => {
      const served = releases.current()!;
      const partial = path.join(project.releasesDir, '.partial-20200101T000000-000Z');
      mkdirSync(path.join(partial, 'about'), { recursive: true });
      writeFileSync(path.join(partial, 'about/index.html'), 'half written');
      writeFileSync(`${project.servedDir}.next-999999`, '');
      const reopened = await project.open();
      expect(existsSync(partial)).toBe(false);
      expect(existsSync(`${project.servedDir}.next-999999`)).toBe(false);
      expect(reopened.current()).toBe(served);
      project.edit('pages/about.json', (text) => text.replace('"heading": "Our Engineers"', '"heading": "Our People"'));
      expect(await reopened.rebuild(['pages/about.json'])).toMatchObject({ full: false, pages: 1 });
      expect(project.served('about/index.html')).toContain('Our People');
    },
    BUILD_MS,
  );
});
