import { parse as parseWithPointers } from 'json-source-map';
import { parse as parseTolerant, printParseErrorCode, visit, type ParseError } from 'jsonc-parser';
import { describeSyntaxError } from './describe-syntax-error.ts';
import { toPointer } from './json-pointer.ts';
import { problemsFor, type Locate, type Problem } from './problem.ts';

/** A parsed JSON file that can say where any of its values sits. */
export interface JsonDocument {
  /** Path relative to the project root, e.g. `pages/about.json`. */
  file: string;
  data: unknown;
  locate: Locate;
}

export type LoadResult = { document: JsonDocument; problems: Problem[] } | { document: null; problems: Problem[] };

/** Converts a character offset into a 1-based line and column. */
function offsetToPosition(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index !== -1 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * The source map is built only when a problem needs a position: JSON.parse is several times
 * faster, and most files have nothing to report.
 */
function lazyLocator(text: string): Locate {
  let pointers: ReturnType<typeof parseWithPointers>['pointers'] | undefined;
  return (pointer, part = 'value') => {
    pointers ??= parseWithPointers(text).pointers;
    // A pointer into something absent (a missing property) falls back to its nearest present parent.
    let current = pointer;
    while (!(current in pointers) && current !== '') current = current.slice(0, current.lastIndexOf('/'));
    const entry = pointers[current];
    const position = (part === 'key' && current === pointer ? entry?.key : undefined) ?? entry?.value;
    // json-source-map counts a tab as 4 columns; offsets give the column editors show.
    return position ? offsetToPosition(text, position.pos) : { line: 1, column: 1 };
  };
}

/** JSON.parse keeps the last of two equal keys and silently drops the first; authors lose text that way. */
function findDuplicateKeys(text: string, file: string, locate: Locate): Problem[] {
  const problems: Problem[] = [];
  const seen: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (name, _offset, _length, _line, _column, pathSupplier) => {
      const keys = seen[seen.length - 1];
      if (!keys) return;
      if (keys.has(name)) {
        const pointer = toPointer([...pathSupplier(), name]);
        problems.push(
          problemsFor(file, locate).error(
            pointer,
            `appears twice in the same object; only the last one would be kept, so remove or rename one`,
            'key',
          ),
        );
      }
      keys.add(name);
    },
  });
  return problems;
}

/** Parses a JSON file's text; a syntax error becomes one problem with its line, column and reason. */
export function loadJsonWithPositions(file: string, rawText: string): LoadResult {
  const text = rawText.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const errors: ParseError[] = [];
    parseTolerant(text, errors, { allowTrailingComma: false, disallowComments: true });
    const first = errors[0];
    const { offset, reason } = first
      ? describeSyntaxError(text, printParseErrorCode(first.error), first.offset)
      : { offset: 0, reason: (error as Error).message };
    return {
      document: null,
      problems: [
        {
          severity: 'error',
          file,
          ...offsetToPosition(text, offset),
          pointer: '',
          message: `JSON syntax error: ${reason}`,
        },
      ],
    };
  }
  const locate = lazyLocator(text);
  return { document: { file, data, locate }, problems: findDuplicateKeys(text, file, locate) };
}
