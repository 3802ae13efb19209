import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { phonePhoto } from './phone-photo';
import { startProductionServer, type RunningServer } from './production-server';
import { repoRoot } from './repo-root';

const run = promisify(execFile);

/** What a build of the project reported, and how long it took from the outside. */
export interface ProjectBuild {
  milliseconds: number;
  /** From the build's "N images: E encoded, C from cache" line. */
  imageFiles: number;
  encoded: number;
  fromCache: number;
  output: string;
}

export interface ImageProject {
  root: string;
  distDir: string;
  /** The photo as pages name it, and its size in bytes. */
  photo: { src: string; bytes: number };
  build(): Promise<ProjectBuild>;
  /** The production server on dist/ (127.0.0.1, a free port); stop it when done. */
  serve(): Promise<RunningServer>;
  dispose(): void;
}

/** Where the photo goes: a new page with a banner and a card (route /photo-fixture), or the home page's first hero slide. */
export type PhotoPlacement = 'fixture-page' | 'home-hero';

export const FIXTURE_ROUTE = '/photo-fixture';
export const PHOTO_SRC = '/images/photos/factory-floor.jpg';
const PHOTO_ALT = 'A robot arm stacking cartons from a conveyor onto a pallet';

/** What a build needs of the project; the rest (docs, tests, .git) stays behind. */
const PROJECT_FILES = [
  'schemas',
  'pages',
  'public',
  'src',
  'scripts',
  'site.json',
  'site.contract.json',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
];

/**
 * node_modules as a folder of links to the project's packages: the packages are shared, but the
 * build's caches (node_modules/.cache: image variants, staging) are the copy's own, so its first
 * build encodes from scratch and its second shows what the cache saves.
 */
function linkNodeModules(root: string): void {
  const target = path.join(root, 'node_modules');
  mkdirSync(target);
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry === '.cache' || entry === '.vite') continue;
    symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(target, entry));
  }
}

const photoImage = { src: PHOTO_SRC, alt: PHOTO_ALT };

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

function writeFixturePage(root: string): void {
  const page = {
    $schema: '../schemas/page.schema.json',
    schemaVersion: readJson(path.join(root, 'pages/index.json')).schemaVersion,
    title: 'Photo fixture',
    description:
      'A page the image tests build: a phone photo in a banner and in a card, to check what a visitor downloads.',
    blocks: [
      {
        type: 'banner',
        heading: 'On the factory floor',
        text: 'A phone photo, as an author uploads it.',
        image: photoImage,
      },
      {
        type: 'cardGrid',
        columns: 3,
        cards: [
          { id: 'photo', title: 'Palletizing', text: 'The same photo in a card.', image: photoImage },
          { id: 'second', title: 'Conveying', text: 'A card without a photo.' },
        ],
      },
    ],
  };
  writeFileSync(path.join(root, 'pages/photo-fixture.json'), `${JSON.stringify(page, null, 2)}\n`);
}

function putIntoHomeHero(root: string): void {
  const file = path.join(root, 'pages/index.json');
  const home = readJson(file) as { blocks: { type: string; slides?: { image: Record<string, unknown> }[] }[] };
  const hero = home.blocks.find((block) => block.type === 'heroCarousel');
  const slide = hero?.slides?.[0];
  if (!slide) throw new Error('pages/index.json has no hero slide to put the photo into');
  // A photo's size is read from the file; the SVG's stated size would be wrong for it.
  slide.image = { src: PHOTO_SRC, alt: PHOTO_ALT };
  writeFileSync(file, `${JSON.stringify(home, null, 2)}\n`);
}

/** The image the home page's first hero slide names: the largest image on / (full width, above the fold). */
export function firstHeroSlide(root = repoRoot): { src: string; alt: string } {
  const home = readJson(path.join(root, 'pages/index.json')) as {
    blocks: { type: string; slides?: { image: { src: string; alt: string } }[] }[];
  };
  const image = home.blocks.find((block) => block.type === 'heroCarousel')?.slides?.[0]?.image;
  if (!image) throw new Error('pages/index.json has no hero slide');
  return image;
}

const BUILD_LINE = /build: (\d+) images?: (\d+) encoded, (\d+) from cache/;

/**
 * A throw-away copy of the project with a generated 4000 x 3000 phone photo in public/images, named
 * by the pages as `placement` says. Build and serve it like the real site; dispose() removes it.
 */
export async function createImageProject(placement: PhotoPlacement): Promise<ImageProject> {
  const root = mkdtempSync(path.join(tmpdir(), 'page-engine-images-'));
  for (const entry of PROJECT_FILES) cpSync(path.join(repoRoot, entry), path.join(root, entry), { recursive: true });
  linkNodeModules(root);
  const photo = await phonePhoto();
  mkdirSync(path.join(root, 'public', path.dirname(PHOTO_SRC)), { recursive: true });
  writeFileSync(path.join(root, 'public', PHOTO_SRC), photo);
  if (placement === 'fixture-page') writeFixturePage(root);
  else putIntoHomeHero(root);
  const distDir = path.join(root, 'dist');
  return {
    root,
    distDir,
    photo: { src: PHOTO_SRC, bytes: photo.length },
    async build() {
      const started = performance.now();
      // The build finds its project from its own file's location: the copy's scripts/build.ts builds the copy.
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        cwd: root,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the image project's build failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      });
      const milliseconds = Math.round(performance.now() - started);
      const match = BUILD_LINE.exec(stdout);
      if (!match) throw new Error(`no image line in the build's output:\n${stdout}\n${stderr}`);
      const [imageFiles, encoded, fromCache] = match.slice(1).map(Number) as [number, number, number];
      return { milliseconds, imageFiles, encoded, fromCache, output: stdout };
    },
    serve() {
      return startProductionServer({ databasePath: path.join(root, 'leads.db'), distDir, quiet: true });
    },
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
