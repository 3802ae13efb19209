import { createHash } from 'node:crypto';

/** The version of a file's bytes the editor opened: sent back on save to detect edits made elsewhere. */
export function fileVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
