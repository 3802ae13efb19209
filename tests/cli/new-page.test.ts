import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { baseProjectCopy, removeScaffoldProjects, repoRoot } from '../scaffold/scaffold-project';

afterAll(removeScaffoldProjects);

/** Each run starts npx and tsx, which takes seconds on a busy machine. */
const CLI_TIMEOUT_MS = 60_000;

/** Runs `npx tsx scripts/new-page.ts <args>` the way `npm run new-page -- <args>` does. */
async function newPage(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'scripts/new-page.ts', ...args], {
      cwd: repoRoot,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('npm run new-page', () => {
  const root = baseProjectCopy();

  it.concurrent(
    'writes the page and prints its file, the placeholders to replace and the next steps',
    async () => {
      const { code, stdout } = await newPage('/product/zz-scratch-gripper', '--template', 'product', '--root', root);
      expect(code).toBe(0);
      expect(stdout).toContain(
        'Created pages/product/zz-scratch-gripper.json (route /product/zz-scratch-gripper, template product).',
      );
      expect(stdout).toMatch(/\n(\d+) TODO placeholders to replace; validation warns about each until it is gone/);
      // One validation line per placeholder, as `npm run validate` prints it.
      expect(stdout).toMatch(
        /pages\/product\/zz-scratch-gripper\.json:4:12 warning: Title still has the placeholder "TODO: zz-scratch-gripper title"/,
      );
      expect(stdout).toContain('Brochure: /brochures/zz-scratch-gripper.pdf is generated from the product');
      expect(stdout).toContain('Run `npm run validate`');
      expect(existsSync(path.join(root, 'pages/product/zz-scratch-gripper.json'))).toBe(true);
    },
    CLI_TIMEOUT_MS,
  );

  it.concurrent(
    'refuses a taken route with exit code 1 and leaves the page as it was',
    async () => {
      const file = path.join(root, 'pages/about.json');
      const before = readFileSync(file, 'utf8');
      const { code, stderr, stdout } = await newPage('/about', '--template', 'solution', '--root', root);
      expect([code, stdout]).toEqual([1, '']);
      expect(stderr).toContain("Refused: pages/about.json already has the route '/about'.");
      expect(readFileSync(file, 'utf8')).toBe(before);
    },
    CLI_TIMEOUT_MS,
  );

  it.concurrent(
    'refuses an invalid route with exit code 1, saying what is allowed',
    async () => {
      const { code, stderr } = await newPage('/product/zz scratch gripper/', '--root', root);
      expect(code).toBe(1);
      expect(stderr).toContain(
        "Refused: the route '/product/zz scratch gripper/' ends with '/' (did you mean '/product/zz-scratch-gripper'?)",
      );
      expect(stderr).toContain("a route starts with '/'");
    },
    CLI_TIMEOUT_MS,
  );

  it.concurrent(
    'answers an unknown template with exit code 2 and the list of templates',
    async () => {
      const { code, stderr } = await newPage('/product/x', '--template', 'products', '--root', root);
      expect(code).toBe(2);
      expect(stderr).toContain("Unknown template 'products'.");
      expect(stderr).toMatch(/plain \(default\): .*\n\s+product: .*\n\s+solution: /);
      expect(existsSync(path.join(root, 'pages/product/x.json'))).toBe(false);
    },
    CLI_TIMEOUT_MS,
  );

  it.concurrent(
    'answers a missing route with exit code 2 and the usage',
    async () => {
      const { code, stderr } = await newPage('--template', 'product', '--root', root);
      expect(code).toBe(2);
      expect(stderr).toContain('Missing the route of the new page.');
      expect(stderr).toContain('Usage: npm run new-page -- <route>');
    },
    CLI_TIMEOUT_MS,
  );
});
