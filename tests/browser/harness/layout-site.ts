import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { staleBuildReason } from '../../../src/build/build-if-stale';
import { withProjectSchemaPath } from '../../validation/fixture-project';
import { writeIfChanged } from './write-if-changed';
import { repoRoot } from './repo-root';

/**
 * The site the layout tests measure: tests/fixtures/layout-site, pages with the block shapes behind
 * each layout defect, built by this repository's engine and served by its server. Tests measure it,
 * never the live pages/, which an author may rewrite at any time.
 */
export const layoutSiteSource = path.join(repoRoot, 'tests/fixtures/layout-site');

/**
 * The engine a build loads besides the content, linked from this repository; scripts/ and the lock
 * file too, because the staleness rule reads them (a changed build script or dependency rebuilds).
 */
const ENGINE = [
  'src',
  'schemas',
  'node_modules',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts',
];
/** The content folders the fixture fills; a file in them that the fixture lacks is removed. */
const CONTENT = ['pages', 'content', 'public'];

/**
 * One project folder per checkout, kept between runs: the fixture is copied in only where a file
 * changed, so the build's own staleness rule (the one `npm start` uses) rebuilds only when the
 * fixture or the engine changed, and an unchanged run costs no build.
 */
export function layoutSiteRoot(): string {
  const checkout = createHash('sha256').update(repoRoot).digest('hex').slice(0, 12);
  return path.join(tmpdir(), `page-engine-layout-site-${checkout}`);
}

function fixtureFiles(): string[] {
  return readdirSync(layoutSiteSource, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(layoutSiteSource, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function linkEngine(root: string): void {
  for (const entry of ENGINE) {
    const link = path.join(root, entry);
    if (!lstatSync(link, { throwIfNoEntry: false })) symlinkSync(path.join(repoRoot, entry), link);
  }
}

/** Writes each fixture file whose text differs (JSON with its "$schema" pointing at the linked schemas/). */
function layContent(root: string): void {
  const files = fixtureFiles();
  for (const file of files) {
    const source = path.join(layoutSiteSource, file);
    const bytes = readFileSync(source);
    const text = file.endsWith('.json') ? withProjectSchemaPath(bytes.toString('utf8'), source, file) : bytes;
    writeIfChanged(path.join(root, file), text);
  }
  const wanted = new Set(files);
  for (const folder of CONTENT) {
    if (!existsSync(path.join(root, folder))) continue;
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (entry.isFile() && !wanted.has(file)) rmSync(path.join(root, file));
    }
  }
}

function runBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--root', root], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`the layout fixture site's build failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Lays the fixture out, builds it when stale, and returns the built site's folder. */
export async function buildLayoutSite(): Promise<string> {
  const root = layoutSiteRoot();
  mkdirSync(root, { recursive: true });
  linkEngine(root);
  layContent(root);
  const distDir = path.join(root, 'dist');
  const reason = await staleBuildReason({ rootDir: root, distDir });
  if (reason) {
    console.log(`[browser suite] building the layout fixture site (${reason})`);
    await runBuild(root);
  }
  return distDir;
}
