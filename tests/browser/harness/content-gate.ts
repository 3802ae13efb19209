import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './repo-root';

export interface GateRun {
  /** The command as an author would type it. */
  command: string;
  exitCode: number;
  output: string;
}

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');

/** Runs one of the project's scripts on another project folder (`--root`), as a separate process. */
function runScript(script: string, args: string[], root: string): Promise<GateRun> {
  const command = `npx tsx scripts/${script} ${args.join(' ')} --root ${root}`.replace(/ +/g, ' ');
  return new Promise((resolve) => {
    // Asynchronous on purpose: the editor under test runs in this process and must keep answering.
    execFile(
      tsx,
      [path.join('scripts', script), ...args, '--root', root],
      { cwd: repoRoot, timeout: 45_000, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
      (error, stdout, stderr) => {
        const exitCode = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ command, exitCode, output: `${stdout}${stderr}` });
      },
    );
  });
}

/**
 * The content part of `npm run check` on a project copy: `validate` and `migrate --check` (the
 * other parts of check compare generated files with the schemas, which no page edit touches).
 */
export async function contentGate(root: string): Promise<GateRun[]> {
  return [await runScript('validate.ts', [], root), await runScript('migrate.ts', ['--check'], root)];
}
