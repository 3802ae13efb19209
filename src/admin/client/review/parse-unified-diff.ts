/** One line of a unified diff, as the review shows it. */
export interface DiffLine {
  kind: 'added' | 'removed' | 'context' | 'hunk' | 'note';
  text: string;
  /** Line number in the published file (removed and context lines). */
  oldLine?: number;
  /** Line number in the draft's file (added and context lines). */
  newLine?: number;
}

export interface ParsedDiff {
  lines: DiffLine[];
  added: number;
  removed: number;
}

const HUNK = /^@@ -(\d+)(?:,\d+)? \+(\d+)(?:,\d+)? @@(.*)$/;

/**
 * Reads git's unified diff. The file headers (`diff --git`, `index`, `---`, `+++`) are left out:
 * the review names the file already. Inside a hunk a line is what its first character says, so a
 * removed line that itself starts with `--` is still a removed line, not a header.
 */
export function parseUnifiedDiff(diff: string): ParsedDiff {
  const lines: DiffLine[] = [];
  let oldLine = 0;
  let newLine = 0;
  let inHunk = false;
  let added = 0;
  let removed = 0;
  const raw = diff.split('\n');
  if (raw.at(-1) === '') raw.pop();
  for (const line of raw) {
    const hunk = HUNK.exec(line);
    if (hunk) {
      inHunk = true;
      oldLine = Number(hunk[1]);
      newLine = Number(hunk[2]);
      lines.push({ kind: 'hunk', text: line });
    } else if (inHunk && line.startsWith('+')) {
      added += 1;
      lines.push({ kind: 'added', text: line.slice(1), newLine: newLine++ });
    } else if (inHunk && line.startsWith('-')) {
      removed += 1;
      lines.push({ kind: 'removed', text: line.slice(1), oldLine: oldLine++ });
    } else if (inHunk && (line.startsWith(' ') || line === '')) {
      lines.push({ kind: 'context', text: line.slice(1), oldLine: oldLine++, newLine: newLine++ });
    } else if (line.startsWith('\\') || line.startsWith('Binary files')) {
      lines.push({ kind: 'note', text: line.replace(/^\\ /, '') });
    } else {
      inHunk = false;
    }
  }
  return { lines, added, removed };
}
