import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The admin builds the published content with the content checkout's own code and build tools (its
 * vite.config.ts, src/ and schemas/, resolved from CONTENT_DIR), so CONTENT_DIR needs its packages. A fresh
 * `git clone` has none: the first release then failed deep inside Vite with hundreds of "Could not resolve"
 * lines. Says what to do instead, before anything is built; null when the tools resolve.
 */
export function missingBuildToolsMessage(contentDir: string, engineRoot: string): string | null {
  try {
    // Resolved as Vite resolves them: from CONTENT_DIR, through its node_modules or a parent's.
    createRequire(path.join(contentDir, 'package.json')).resolve('vite/package.json');
    return null;
  } catch {
    const link = path.join(path.resolve(engineRoot), 'node_modules');
    return (
      `CONTENT_DIR ${contentDir} has no node_modules: the admin builds the site there with its own packages. ` +
      `Run "npm ci" in it, or link this checkout's: ln -s "${link}" "${path.join(contentDir, 'node_modules')}"`
    );
  }
}
