/**
 * `npm run new-page -- <route> [--template plain|product|solution] [--title "..."] [--root <dir>]`
 * writes pages/<route>.json from a template, with a TODO placeholder in every text the author has
 * to write, and prints what to do next. Exit codes: 0 written, 1 refused (invalid or taken route,
 * existing file) or written with validation errors, 2 bad usage (no route, unknown template or option).
 */
import path from 'node:path';
import { projectRoot } from '../src/build/project-root';
import { parseArgs } from 'node:util';
import { ScaffoldRefusal, scaffoldPage, type ScaffoldedPage } from '../src/build/scaffold/scaffold-page';
import { DEFAULT_TEMPLATE, isTemplateName, templates } from '../src/build/scaffold/templates';
import { formatProblem } from '../src/build/validation/format-problem';

const templateList = Object.entries(templates)
  .map(([name, template]) => `  ${name}${name === DEFAULT_TEMPLATE ? ' (default)' : ''}: ${template.summary}`)
  .join('\n');

const usage = `Usage: npm run new-page -- <route> [--template <name>] [--title "Page title"]
  e.g. npm run new-page -- /product/vacuum-grippers --template product --title "Vacuum Grippers"
Templates:
${templateList}`;

function usageError(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function parseCommandLine(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        template: { type: 'string', default: DEFAULT_TEMPLATE },
        title: { type: 'string' },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
}

function nextSteps(result: ScaffoldedPage, route: string): string {
  const link = result.parentPage
    ? `add a card linking to ${route} in ${result.parentPage.file} (copy one of its cards), or a link in site.json's nav or footer`
    : `link to ${route} from another page, or from site.json's nav or footer`;
  return [
    'Next steps:',
    `  1. Open ${result.file} and replace every TODO text; replace the placeholder images (/images/placeholders/...) with your own under public/images/.`,
    '  2. Run `npm run validate`: the page is ready when it shows no error and no TODO warning for it.',
    `  3. Visitors only find the page once it is linked: ${link}.`,
  ].join('\n');
}

function brochureNote(brochure: string): string {
  const fileName = path.posix.basename(brochure);
  return (
    `Brochure: ${brochure} is generated from the product's name, description, figures and bullets when the site is built; ` +
    `to publish a designed PDF instead, save it as public/brochures/${fileName}.`
  );
}

const { values, positionals } = parseCommandLine(process.argv.slice(2));
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const [route, ...extra] = positionals;
if (!route) usageError('Missing the route of the new page.');
if (extra.length > 0) usageError(`Expected one route, got ${positionals.length}: ${positionals.join(' ')}`);
if (!isTemplateName(values.template)) usageError(`Unknown template '${values.template}'.`);
if (values.title !== undefined && values.title.trim() === '') usageError('--title needs some text.');

try {
  const result = await scaffoldPage({
    root: values.root ? path.resolve(values.root) : projectRoot,
    route,
    template: values.template,
    title: values.title?.trim(),
  });
  const errors = result.problems.filter((problem) => problem.severity === 'error');
  console.log(`Created ${result.file} (route ${route}, template ${values.template}).\n`);
  console.log(
    `${result.todos.length} TODO placeholders to replace; validation warns about each until it is gone. It says now:`,
  );
  console.log(result.problems.map((problem) => `  ${formatProblem(problem)}`).join('\n'));
  if (result.brochure) console.log(`\n${brochureNote(result.brochure)}`);
  console.log(`\n${nextSteps(result, route)}`);
  if (errors.length > 0) {
    console.error(`\nValidation found ${errors.length} errors in the new page (listed above); fix them first.`);
    process.exit(1);
  }
} catch (error) {
  if (!(error instanceof ScaffoldRefusal)) throw error;
  console.error(error.message);
  process.exit(1);
}
