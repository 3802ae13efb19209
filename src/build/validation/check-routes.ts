import { NOT_FOUND_PAGE_FILE, pageFileProblem, routeOfPageFile } from '../pages/page-route.ts';
import { catalogue } from './catalogue/index.ts';
import { problemOf, type Problem } from './problem.ts';

/** The route of a page file, or undefined when its name cannot be one (checkRoutes reports that). */
export function routeOf(file: string): string | undefined {
  return pageFileProblem(file) === undefined ? routeOfPageFile(file) : undefined;
}

/**
 * The file path is the route: every page file's name must be one (no spaces, no index.json in a
 * sub-folder), and the project needs its not-found page. Two files can never share a route.
 */
export function checkRoutes(pageFiles: readonly string[], pagesDir: string): Problem[] {
  const problems = pageFiles.flatMap((file) => {
    const problem = pageFileProblem(file);
    return problem ? [problemOf(catalogue.pageFileNotARoute, { problem }, { file })] : [];
  });
  if (pageFiles.length > 0 && !pageFiles.includes(NOT_FOUND_PAGE_FILE)) {
    problems.push(problemOf(catalogue.noNotFoundPage, { pagesDir }, { file: pagesDir }));
  }
  return problems;
}
