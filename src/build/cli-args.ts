import path from 'node:path';
import { projectRoot } from './project-root.ts';

/**
 * The project a command works on: `--root <dir>` when given, else this repository. A `--root`
 * without a folder prints the command's usage and exits 2, as every command answers bad usage.
 */
export function rootFromArgs(args: readonly string[], usage: string): string {
  const flag = args.indexOf('--root');
  if (flag === -1) return projectRoot;
  const value = args[flag + 1];
  if (!value) {
    console.error(usage);
    process.exit(2);
  }
  return path.resolve(value);
}
