import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A temporary copy of this repository as it is checked out (every file git tracks or would add,
 * so uncommitted work counts), with node_modules linked rather than copied: the scripts and the
 * unit tests run in it as they run here.
 */
export function repositoryCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'author-scenario-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(repoRoot, file);
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    // A file deleted in the working tree but still tracked is simply not copied.
    try {
      copyFileSync(source, path.join(root, file));
    } catch {
      continue;
    }
  }
  symlinkSync(realpathSync(path.join(repoRoot, 'node_modules')), path.join(root, 'node_modules'), 'dir');
  return root;
}

type Json = Record<string, unknown>;
type Block = Json & { type: string };

/**
 * Edits a JSON file as an author with a text editor would: parsed and written back with two-space
 * indentation, which is not the canonical form the editor writes (objects the file keeps on one
 * line are expanded), since formatting must never fail a check.
 */
function editByHand(root: string, file: string, change: (data: { blocks: Block[] }) => void): void {
  const target = path.join(root, file);
  const data = JSON.parse(readFileSync(target, 'utf8')) as { blocks: Block[] };
  change(data);
  writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
}

function firstBlock(page: { blocks: Block[] }, type: string, test: (block: Block) => boolean = () => true): Block {
  const block = page.blocks.find((candidate) => candidate.type === type && test(candidate));
  if (!block) throw new Error(`the page has no ${type} block for the scenario to edit`);
  return block;
}

/**
 * Issue 25's ordinary marketing work: copy a product page to a new route, reword a paragraph on
 * /about, reword the home hero headline, publish a seventh blog post and list seven. Returns the new page's file.
 */
export function applyAuthorScenario(root: string): { newPage: string } {
  const products = readdirSync(path.join(root, 'pages/product')).filter((name) => name.endsWith('.json'));
  const newPage = 'pages/product/palletizing-cells.json';
  cpSync(path.join(root, 'pages/product', products.sort()[0]!), path.join(root, newPage));

  editByHand(root, 'pages/about.json', (page) => {
    const section = firstBlock(page, 'section', (block) => Array.isArray(block.paragraphs));
    (section.paragraphs as string[])[0] =
      'We design, build and service automation for Indian plants, from one cell to a whole line.';
  });
  editByHand(root, 'pages/index.json', (page) => {
    const hero = firstBlock(page, 'heroCarousel');
    (hero.slides as Json[])[0]!.headline = 'Robots that stack, convey and load for you';
  });
  // A seventh post (a copy of the first under a new title and address), and /blogs lists seven.
  const posts = readdirSync(path.join(root, 'content/posts')).filter((name) => name.endsWith('.json'));
  const post = JSON.parse(readFileSync(path.join(root, 'content/posts', posts.sort()[0]!), 'utf8')) as Json;
  post.title = 'Seven Lessons from a Year of Robotic Palletizing';
  writeFileSync(
    path.join(root, 'content/posts/seven-lessons-robotic-palletizing.json'),
    `${JSON.stringify(post, null, 2)}\n`,
  );
  editByHand(root, 'pages/blogs.json', (page) => {
    const grid = firstBlock(page, 'cardGrid', (block) => block.query !== undefined);
    (grid.query as Json).limit = 7;
  });
  return { newPage };
}

/** Removes what a list shows when it is empty (`whenEmpty`) from every block of a page, as an author would by hand. */
export function removeEmptyListNotices(root: string, file: string): void {
  editByHand(root, file, (page) => {
    for (const block of page.blocks) delete block.whenEmpty;
  });
}
