import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseTestProject, type ReleaseTestProject } from './release-test-project';

const BUILD_MS = 180_000;
const engineRoot = fileURLToPath(new URL('../../', import.meta.url));
const childScript = fileURLToPath(new URL('./rebuild-in-child.ts', import.meta.url));

/** Every file the served link leads to, with its content hash. */
function servedHashes(servedDir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of readdirSync(servedDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes[path.relative(servedDir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return hashes;
}

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a rebuild killed mid-way', () => {
  let project: ReleaseTestProject;

  beforeAll(async () => {
    project = releaseTestProject();
    await (await project.open()).rebuild();
  }, BUILD_MS);
  afterAll(() => project?.remove());

  it(
    'leaves the old release served whole, and the next open clears the partial one',
    async () => {
      const before = servedHashes(project.servedDir);
      project.edit('site.json', (text) => text.replace('"label": "Contact Us"', '"label": "Talk to Us"'));
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', childScript, project.root, project.servedDir, project.releasesDir, 'site.json'],
        { stdio: 'ignore' },
      );
      const exited = new Promise((resolve) => child.on('exit', resolve));
      const partials = () => readdirSync(project.releasesDir).filter((name) => name.startsWith('.partial-'));
      // The full build writes its staging folder first; the partial release exists once it is done.
      await until(() => partials().length > 0 || child.exitCode !== null, 60_000);
      child.kill('SIGKILL');
      await exited;
      // The killed build's staging folder (src/build/prerender/build-site.ts) stays behind, as after any killed build.
      rmSync(path.join(engineRoot, 'node_modules/.cache/page-engine', `build-${child.pid}-1`), {
        recursive: true,
        force: true,
      });

      expect(servedHashes(project.servedDir)).toEqual(before);
      const releases = await project.open();
      expect(readdirSync(project.releasesDir).filter((name) => name.startsWith('.partial-'))).toEqual([]);
      expect(servedHashes(project.servedDir)).toEqual(before);
      // The publish can be repeated.
      expect((await releases.rebuild(['site.json'])).full).toBe(true);
      expect(project.served('index.html')).toContain('Talk to Us');
      expect(existsSync(releases.current()!)).toBe(true);
    },
    BUILD_MS,
  );
});
