/** How the human report marks up its parts; identity functions when colours are off. */
export interface ReportColours {
  error: (text: string) => string;
  warning: (text: string) => string;
  location: (text: string) => string;
  /** The how-to-fix line under each problem. */
  hint: (text: string) => string;
}

const unchanged = (text: string) => text;

/** No escape codes: pipes, files, CI logs, the Vite overlay and build errors. */
export const noColours: ReportColours = { error: unchanged, warning: unchanged, location: unchanged, hint: unchanged };

const ansi = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;

/** Red errors, yellow warnings, a dim file:line:col and hint, for a person at a terminal. */
export const terminalColours: ReportColours = {
  error: ansi(31, 39),
  warning: ansi(33, 39),
  location: ansi(2, 22),
  hint: ansi(2, 22),
};

/**
 * Whether to colour output written to a stream: only a terminal, so pipes and CI logs (and the
 * tests that compare them) stay plain. NO_COLOR (https://no-color.org) turns colours off; FORCE_COLOR
 * turns them on even in a pipe and, as in Node itself, wins over NO_COLOR; FORCE_COLOR=0 turns them off.
 */
export function shouldUseColours(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return stream.isTTY === true && env.TERM !== 'dumb';
}
