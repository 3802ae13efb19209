/**
 * `npm start`: builds the site when dist/ is missing or older than its inputs (unless SKIP_BUILD=1),
 * then runs the production server (src/server/start.ts), which never builds itself. With ADMIN=on
 * dist/ is not used: the server serves its own releases of the published content.
 */
import { buildIfStale } from '../src/build/build-if-stale';
import { projectRoot } from '../src/build/project-root';
import { readServerConfig } from '../src/server/server-config';

try {
  // Inside the try: a mistyped setting (PORT=abc, ADMIN=yes) is one line in words, not a stack trace.
  const config = readServerConfig(process.env, projectRoot);
  if (!config.skipBuild && !config.admin) await buildIfStale({ rootDir: projectRoot, distDir: config.distDir });
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import('../src/server/start.ts');
