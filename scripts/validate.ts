/**
 * `npm run validate [-- --format human|github|json] [--strict] [--root <dir>]`: validates site.json
 * and every page of a project and prints each problem with its file, line, column and field.
 *
 * Exit codes: 0 when there is no error (warnings alone pass, unless --strict); 1 when there is an
 * error, or under --strict a warning; 2 when the command line itself is wrong.
 */
import path from 'node:path';
import { projectRoot } from '../src/build/project-root';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatGithubReport } from '../src/build/validation/format-github';
import { formatJsonReport } from '../src/build/validation/format-json';
import { formatReport } from '../src/build/validation/format-problem';
import { noColours, shouldUseColours, terminalColours } from '../src/build/validation/report-colours';
import { defaultValidateCacheDir } from '../src/build/validation/validate-cache-dir';
import { validateProject } from '../src/build/validation/validate-project';

const formats = ['human', 'github', 'json'] as const;
const usage = `Usage: npm run validate -- [--format ${formats.join('|')}] [--strict] [--root <project directory>]`;

function parseCommandLine(args: string[]) {
  try {
    const { values } = parseArgs({
      args,
      options: {
        format: { type: 'string', default: 'human' },
        strict: { type: 'boolean', default: false },
        root: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
    const format = formats.find((name) => name === values.format);
    if (!format) throw new Error(`Unknown format '${values.format}'`);
    return { ...values, format };
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/**
 * Validates as the command line asks. `richTextWorker` parses rich texts beside the main thread:
 * the TypeScript source here, its bundled copy when run from the bundle (scripts/validate.mjs).
 */
export async function runValidate(args: string[], richTextWorker: URL): Promise<void> {
  const options = parseCommandLine(args);
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }

  const { problems, scope } = await validateProject({
    root: options.root ? path.resolve(options.root) : projectRoot,
    cacheDir: defaultValidateCacheDir,
    richTextWorker,
  });
  const fails = problems.some((problem) => problem.severity === 'error' || options.strict);

  if (options.format === 'human') {
    // Errors go to stderr as compilers print them; a report of warnings alone is ordinary output.
    const stream = fails ? process.stderr : process.stdout;
    const colours = shouldUseColours(stream, process.env) ? terminalColours : noColours;
    stream.write(`${formatReport(problems, scope, colours)}\n`);
  } else {
    // GitHub reads workflow commands from stdout; JSON readers expect the whole object there.
    const report = options.format === 'github' ? formatGithubReport : formatJsonReport;
    process.stdout.write(`${report(problems, scope)}\n`);
  }
  process.exitCode = fails ? 1 : 0;
}

// Run directly (`tsx scripts/validate.ts`, as the tests do); the bundle's launcher calls runValidate itself.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runValidate(process.argv.slice(2), new URL('../src/build/validation/rich-text-worker.ts', import.meta.url));
}
