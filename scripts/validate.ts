/**
 * `npm run validate [-- --root <dir>]`: validates site.json and every page of a project, prints
 * each problem on its own line and a summary, and exits 1 when there is any error.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatReport } from '../src/engine/validation/format-problem';
import { validateProject } from '../src/engine/validation/validate-project';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function parseRoot(args: readonly string[]): string {
  const flag = args.indexOf('--root');
  if (flag === -1) return projectRoot;
  const value = args[flag + 1];
  if (!value) {
    console.error('Usage: npm run validate -- --root <project directory>');
    process.exit(2);
  }
  return path.resolve(value);
}

const { problems, pageFiles } = await validateProject({ root: parseRoot(process.argv.slice(2)) });
const hasErrors = problems.some((problem) => problem.severity === 'error');
(hasErrors ? console.error : console.log)(formatReport(problems, pageFiles.length));
process.exit(hasErrors ? 1 : 0);
