import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Thrown when there is no terminal to ask and no --password-stdin. */
export class NoTerminal extends Error {}

/** The first line of standard input (`printf '%s\n' "$PASSWORD" | npm run users -- add ... --password-stdin`). */
export async function passwordFromStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk as string;
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed (the prompt goes to stderr, so stdout stays clean). */
export async function promptHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    throw new NoTerminal('No terminal to ask for the password: give it on standard input with --password-stdin.');
  // readline still does the line editing; only its echo goes nowhere.
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const reader = createInterface({ input: process.stdin, output: silent, terminal: true });
  try {
    process.stderr.write(question);
    return await reader.question('');
  } finally {
    reader.close();
    process.stderr.write('\n');
  }
}
