import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `content` unless the file already holds it: an unchanged file keeps its time, so no build sees it as new. */
export function writeIfChanged(file: string, content: string | Buffer): void {
  const next = typeof content === 'string' ? Buffer.from(content) : content;
  let current: Buffer | null = null;
  try {
    current = readFileSync(file);
  } catch {
    // not written yet
  }
  if (current?.equals(next)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, next);
}
