import { formatReport } from './format-problem.ts';
import { validateProject } from './validate-project.ts';

/**
 * Pages that fail validation, as a build stops on them. Its message is the validation report and
 * nothing else: where it was thrown from is of no use to an author, so it is printed without a stack.
 */
export class InvalidPagesError extends Error {
  override name = 'InvalidPagesError';
}

/** Throws InvalidPagesError with the whole report (errors and warnings) when the project has an error. */
export async function assertValidProject(root: string): Promise<void> {
  const { problems, scope } = await validateProject({ root });
  if (problems.some((problem) => problem.severity === 'error')) {
    throw new InvalidPagesError(formatReport(problems, scope));
  }
}

/**
 * What a command prints when it fails: an invalid page's report alone (not a dozen lines of the
 * bundler's stack under it), anything else with its stack, which is what a developer needs.
 */
export function describeFailure(error: unknown): string {
  if (error instanceof InvalidPagesError) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
