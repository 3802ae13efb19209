import { existsSync } from 'node:fs';
import path from 'node:path';
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
 * The gate every publish and rollback passes: the same validation as `npm run validate` and the build
 * (validateProject, with the project's own schemas/ when it has one, as the build's Vite plugin does).
 * Errors refuse the publish; warnings never do, as in CI.
 */
export async function validateForPublish(root: string): Promise<void> {
  const ownSchemas = path.join(root, 'schemas');
  const { problems } = await validateProject({
    root,
    schemasDir: existsSync(ownSchemas) ? ownSchemas : undefined,
  });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length === 0) return;
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
