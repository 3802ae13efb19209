import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { forgetValidators } from '../validation/create-validator.ts';
import { formatProblem, formatReport } from '../validation/format-problem.ts';
import type { Problem } from '../validation/problem.ts';
import { validateProject } from '../validation/validate-project.ts';

const PLUGIN_NAME = 'page-engine:validate-pages';

/** Files whose change can make a page valid or invalid. */
function isWatched(root: string, file: string): boolean {
  const relative = path.relative(root, file).split(path.sep).join('/');
  return (
    relative === 'site.json' ||
    (relative.startsWith('pages/') && relative.endsWith('.json')) ||
    // Collection entries: their own problems, and their pages as link targets of the others.
    (relative.startsWith('content/') && relative.endsWith('.json')) ||
    (relative.startsWith('schemas/') && relative.endsWith('.json')) ||
    relative.startsWith('public/')
  );
}

/**
 * Validates every page and site.json with the same code as `npm run validate`.
 * `vite build` fails on any error, so an invalid page never reaches dist/; the dev server keeps
 * running and shows the errors in the browser overlay until the files are fixed.
 */
export function validatePagesPlugin(options: { schemasDir?: string } = {}): Plugin {
  let root = process.cwd();
  let isDevServer = false;
  let devServer: ViteDevServer | undefined;
  let isSsrBuild = false;
  let errorsShown: Problem[] = [];

  // The project's own schemas/ when it has one (it is watched); otherwise the engine's.
  const schemasDir = () =>
    options.schemasDir ?? (existsSync(path.join(root, 'schemas')) ? path.join(root, 'schemas') : undefined);
  const validate = () => validateProject({ root, schemasDir: schemasDir() });

  const showInOverlay = (server: ViteDevServer) => {
    if (errorsShown.length === 0) return;
    const first = errorsShown[0]!;
    server.ws.send({
      type: 'error',
      err: {
        plugin: PLUGIN_NAME,
        message: `${errorsShown.length} invalid page data problem(s):\n${errorsShown.map(formatProblem).join('\n')}`,
        stack: '',
        id: path.join(root, first.file),
        loc: first.line > 0 ? { file: path.join(root, first.file), line: first.line, column: first.column } : undefined,
      },
    });
  };

  return {
    name: PLUGIN_NAME,
    configResolved(config) {
      root = config.root;
      isDevServer = config.command === 'serve';
      isSsrBuild = Boolean(config.build.ssr);
    },
    async buildStart() {
      const { problems, scope } = await validate();
      const errors = problems.filter((problem) => problem.severity === 'error');
      // The client build already printed the warnings; the server build of the same pages would repeat them.
      const warnings = isSsrBuild ? [] : problems.filter((problem) => problem.severity === 'warning');
      for (const warning of warnings) this.warn(formatProblem(warning));
      if (errors.length === 0) return;
      if (isDevServer) {
        errorsShown = errors;
        // A browser may already be connected by the time the first validation finishes.
        if (devServer) showInOverlay(devServer);
        this.warn(formatReport(errors, scope));
        return;
      }
      this.error(`Invalid page data:\n${formatReport(problems, scope)}`);
    },
    configureServer(server) {
      devServer = server;
      // Errors found before the browser connected would be lost; repeat them to each new client.
      server.ws.on('connection', () => showInOverlay(server));
      const revalidate = async (file: string) => {
        if (!isWatched(root, file)) return;
        if (path.relative(root, file).startsWith('schemas')) forgetValidators();
        const { problems, scope } = await validate();
        const errors = problems.filter((problem) => problem.severity === 'error');
        const hadErrors = errorsShown.length > 0;
        errorsShown = errors;
        if (errors.length > 0) {
          server.config.logger.error(formatReport(problems, scope), { timestamp: true });
          showInOverlay(server);
        } else if (hadErrors) {
          server.config.logger.info('Page data is valid again.', { timestamp: true });
          // A reload clears the overlay and picks up the fixed data.
          server.ws.send({ type: 'full-reload' });
        }
      };
      server.watcher.add([
        path.join(root, 'site.json'),
        path.join(root, 'pages'),
        path.join(root, 'content'),
        path.join(root, 'schemas'),
      ]);
      server.watcher.on('add', revalidate);
      server.watcher.on('change', revalidate);
      server.watcher.on('unlink', revalidate);
    },
  };
}
