import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_STAMP, buildIfStale, isNewerThanBuild, staleBuildReason } from '../../src/build/build-if-stale.ts';

describe('buildIfStale', () => {
  let rootDir: string;
  let distDir: string;
  const fakeBuild = vi.fn(async () => {
    await mkdir(distDir, { recursive: true });
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html>');
  });
  const quiet = { log: () => undefined };

  beforeEach(async () => {
    rootDir = await mkdtemp(path.join(tmpdir(), 'build-stale-'));
    distDir = path.join(rootDir, 'dist');
    await mkdir(path.join(rootDir, 'pages/product'), { recursive: true });
    await writeFile(path.join(rootDir, 'pages/product/index.json'), '{}');
    await writeFile(path.join(rootDir, 'site.json'), '{}');
    await mkdir(path.join(rootDir, 'content/posts'), { recursive: true });
    await writeFile(path.join(rootDir, 'content/posts/robot-cells.json'), '{}');
    fakeBuild.mockClear();
  });
  afterEach(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  /** Moves a file's modification time into the future, as an edit after the build would. */
  async function touchLater(relativePath: string) {
    const later = new Date(Date.now() + 10_000);
    await utimes(path.join(rootDir, relativePath), later, later);
  }

  it('builds when there is no dist/ yet, and writes the stamp after the build succeeds', async () => {
    expect(await staleBuildReason({ rootDir, distDir })).toBe('there is no built site yet');
    expect(await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet })).toBe(true);
    expect(fakeBuild).toHaveBeenCalledOnce();
    expect(Number(await readFile(path.join(distDir, BUILD_STAMP), 'utf8'))).toBeGreaterThan(0);
  });

  it('does not build again while nothing has changed', async () => {
    await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet });
    expect(await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet })).toBe(false);
    expect(fakeBuild).toHaveBeenCalledOnce();
  });

  it.each(['pages/product/index.json', 'site.json', 'content/posts/robot-cells.json'])(
    'rebuilds after %s changes, and says why',
    async (file) => {
      await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet });
      await touchLater(file);
      expect(await staleBuildReason({ rootDir, distDir })).toBe(`${file} changed since the last build`);
      const log = vi.fn();
      expect(await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, log })).toBe(true);
      expect(log).toHaveBeenCalledWith(`Building the site (${file} changed since the last build)...`);
    },
  );

  it('rebuilds after a page is deleted, although no remaining file is newer', async () => {
    await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet });
    // Past the stamp's millisecond, as a deletion some time after the build would be.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await rm(path.join(rootDir, 'pages/product/index.json'));
    expect(await staleBuildReason({ rootDir, distDir })).toBe('pages/product changed since the last build');
  });

  it('does not rebuild after a test file changes (tests never reach dist/)', async () => {
    await writeFile(path.join(rootDir, 'pages/product/Banner.test.tsx'), '');
    await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet });
    await touchLater('pages/product/Banner.test.tsx');
    expect(await staleBuildReason({ rootDir, distDir })).toBeNull();
  });

  it('compares file times and the stamp in whole milliseconds', () => {
    expect(isNewerThanBuild(1000.7, 1000)).toBe(false);
    expect(isNewerThanBuild(1001, 1000)).toBe(true);
    expect(isNewerThanBuild(999.9, 1000)).toBe(false);
  });

  it('does not rebuild when a folder changes in the same millisecond as the stamp, however often it happens', async () => {
    // Once a fraction of a millisecond decided this, about 1 run in 150 rebuilt for nothing.
    await buildIfStale({ rootDir, distDir, runBuild: fakeBuild, ...quiet });
    for (let attempt = 0; attempt < 400; attempt += 1) {
      await writeFile(path.join(rootDir, `pages/product/Step${attempt}.test.tsx`), '');
      await writeFile(path.join(distDir, BUILD_STAMP), String(Date.now()));
      expect(await staleBuildReason({ rootDir, distDir }), `attempt ${attempt}`).toBeNull();
    }
  });

  it('rebuilds a dist/ that npm start did not build (no stamp)', async () => {
    await fakeBuild();
    expect(await staleBuildReason({ rootDir, distDir })).toBe('dist/ was not built by npm start');
  });

  it('writes no stamp when the build fails, so the next start tries again', async () => {
    const failing = async () => {
      await fakeBuild();
      throw new Error('npm run build failed (exit code 1)');
    };
    await expect(buildIfStale({ rootDir, distDir, runBuild: failing, ...quiet })).rejects.toThrow(/build failed/);
    expect(await staleBuildReason({ rootDir, distDir })).toBe('dist/ was not built by npm start');
  });
});
