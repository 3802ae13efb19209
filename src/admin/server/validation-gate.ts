import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultSchemasDir } from '../../build/validation/load-schemas.ts';
import type { Problem } from '../../build/validation/problem.ts';
import { validateProject } from '../../build/validation/validate-project.ts';

/** One problem as the admin API reports it (422 to a refused publish). */
export interface PublishProblem {
  file: string;
  line: number;
  column: number;
  field: string | null;
  message: string;
}

/** A publish the validator refuses: the merged pages would fail `npm run validate`, so CI. */
export class ValidationRefused extends Error {
  constructor(readonly problems: PublishProblem[]) {
    super(`The draft would break the site: ${problems.length} problem(s) to fix first.`);
  }
}

/**
 * A publish refused because the files it changes still hold what a new page or entry starts with: a
 * "TODO: …" text or the neutral placeholder picture. Warnings while the author writes (a draft with them
 * saves and previews), but published they would show visitors "TODO: summary" and a grey box.
 */
export class PlaceholdersLeft extends ValidationRefused {
  constructor(problems: PublishProblem[]) {
    super(problems);
    this.message = `The draft still has ${problems.length === 1 ? '1 placeholder' : `${problems.length} placeholders`} to replace before it is published.`;
  }
}

/** The validator's rules for what a new page or entry starts with (check-todo-markers.ts, check-placeholder-images.ts). */
const PLACEHOLDER_RULES = new Set(['todo-marker', 'placeholder-image']);

const shown = (problem: Problem): PublishProblem => ({
  file: problem.file,
  line: problem.line,
  column: problem.column,
  field: problem.field ?? null,
  message: `${problem.message}. ${problem.hint}`.replace(/\.\. /, '. '),
});

const placeholdersIn = (problems: Problem[], files: readonly string[]) =>
  problems.filter((problem) => PLACEHOLDER_RULES.has(problem.rule) && files.includes(problem.file)).map(shown);

/**
 * The gate every publish and rollback passes: the same validation as `npm run validate` and the build
 * (validateProject, with the project's own schemas/ when it has one, as the build's Vite plugin does).
 * Errors refuse the publish, as in CI; so do placeholders left in `finishedFiles`, the files a draft
 * changes (a rollback passes none: it restores what was published before).
 */
export async function validateForPublish(root: string, finishedFiles: readonly string[] = []): Promise<void> {
  const { problems } = await validateProject({ root, schemasDir: await schemasOf(root) });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    throw new ValidationRefused(
      errors.map((problem) => ({
        file: problem.file,
        line: problem.line,
        column: problem.column,
        field: problem.field ?? null,
        message: problem.message,
      })),
    );
  }
  const placeholders = placeholdersIn(problems, finishedFiles);
  if (placeholders.length > 0) throw new PlaceholdersLeft(placeholders);
}

/** The placeholders still in `files` of the content tree at `root`, for the review to list before Publish is pressed. */
export async function placeholdersLeft(root: string, files: readonly string[]): Promise<PublishProblem[]> {
  if (files.length === 0) return [];
  const { problems } = await validateProject({ root, schemasDir: await schemasOf(root) });
  return placeholdersIn(problems, files);
}

/**
 * The project's own schemas/ (a draft may change a schema), or the engine's when they are the same
 * files: validators are compiled once per folder (about a second), and every draft worktree is a folder
 * of its own, so reusing the engine's keeps a publish within its seconds.
 */
async function schemasOf(root: string): Promise<string | undefined> {
  const own = path.join(root, 'schemas');
  if (!existsSync(own)) return undefined;
  return (await sameFiles(own, defaultSchemasDir)) ? undefined : own;
}

async function sameFiles(a: string, b: string): Promise<boolean> {
  const list = async (dir: string) =>
    (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  const [filesA, filesB] = await Promise.all([list(a), list(b)]);
  if (filesA.join('\n') !== filesB.join('\n')) return false;
  for (const file of filesA) {
    const [bytesA, bytesB] = await Promise.all([readFile(path.join(a, file)), readFile(path.join(b, file))]);
    if (!bytesA.equals(bytesB)) return false;
  }
  return true;
}
