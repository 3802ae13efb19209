import {
  parse as parseTolerant,
  parseTree,
  printParseErrorCode,
  visit,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { describeSyntaxError } from './describe-syntax-error.ts';
import { joinPointer, parsePointer } from '../../schema/json-pointer.ts';
import { catalogue } from './catalogue/index.ts';
import { problemOf, problemsFor, type Locate, type Problem } from './problem.ts';

/** A parsed JSON file that can say where any of its values sits. */
export interface JsonDocument {
  /** Path relative to the project root, e.g. `pages/about.json`. */
  file: string;
  data: unknown;
  locate: Locate;
  /**
   * Where the character at `offset` of the string value at `pointer` sits in the file, counting the
   * escapes (`\n`, `\"`, `\u00e9`) the file writes in its place. Absent for documents without source text.
   */
  locateInString?: LocateInString;
}

/** See JsonDocument.locateInString. */
export type LocateInString = (pointer: string, offset: number) => { line: number; column: number };

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
 * The node a pointer names and, when the pointer ends on an object property, that property's key.
 * A pointer into something absent (a missing property) stops at its nearest present parent.
 */
function nodeAtPointer(root: Node, pointer: string): { node: Node; key?: Node } {
  let node = root;
  let key: Node | undefined;
  for (const segment of parsePointer(pointer)) {
    // The last of two equal keys, as JSON.parse keeps it.
    const property =
      node.type === 'object' ? node.children?.findLast((child) => child.children?.[0]?.value === segment) : undefined;
    const next = node.type === 'array' ? node.children?.[Number(segment)] : property?.children?.[1];
    if (!next) return { node };
    key = property?.children?.[0];
    node = next;
  }
  return { node, key };
}

/**
 * The offset in the file of the character at `offset` of the string literal starting at `start`
 * (its opening quote): every escape stands for one character (a UTF-16 unit, as JavaScript counts).
 */
export function sourceOffsetInString(text: string, start: number, offset: number): number {
  let at = start + 1;
  for (let index = 0; index < offset && at < text.length && text[at] !== '"'; index++) {
    at += text[at] !== '\\' ? 1 : text[at + 1] === 'u' ? 6 : 2;
  }
  return at;
}

/**
 * The syntax tree is built only when a problem needs a position: JSON.parse is several times
 * faster, and most files have nothing to report.
 */
function lazyLocators(text: string): { locate: Locate; locateInString: LocateInString } {
  let tree: Node | undefined | null;
  const treeOf = () => {
    if (tree === undefined) tree = parseTree(text) ?? null;
    return tree;
  };
  const locate: Locate = (pointer, part = 'value') => {
    const root = treeOf();
    if (!root) return { line: 1, column: 1 };
    const { node, key } = nodeAtPointer(root, pointer);
    // Offsets, not the parser's columns: a tab is one column, as editors show it.
    return offsetToPosition(text, (part === 'key' ? key?.offset : undefined) ?? node.offset);
  };
  const locateInString: LocateInString = (pointer, offset) => {
    const root = treeOf();
    if (!root) return { line: 1, column: 1 };
    const { node } = nodeAtPointer(root, pointer);
    if (node.type !== 'string') return offsetToPosition(text, node.offset);
    return offsetToPosition(text, sourceOffsetInString(text, node.offset, offset));
  };
  return { locate, locateInString };
}

/** How many properties `value` holds, those of nested objects included. */
function propertyCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + propertyCount(item), 0);
  if (value === null || typeof value !== 'object') return 0;
  let count = 0;
  for (const child of Object.values(value)) count += 1 + propertyCount(child);
  return count;
}

/** How many properties a JSON text writes: one `:` outside strings each (JSON has no other use for it). */
function writtenPropertyCount(text: string): number {
  let count = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x3a) count++;
  }
  return count;
}

/** JSON.parse keeps the last of two equal keys and silently drops the first; authors lose text that way. */
function findDuplicateKeys(text: string, data: unknown, file: string, locate: Locate): Problem[] {
  // A key written twice in one object leaves the parsed data a property short of the text: only then
  // is the text walked for where (a thousand entry files are counted in a third of the walk's time).
  if (writtenPropertyCount(text) === propertyCount(data)) return [];
  const problems: Problem[] = [];
  const seen: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (name, _offset, _length, _line, _column, pathSupplier) => {
      const keys = seen[seen.length - 1];
      if (!keys) return;
      if (keys.has(name)) {
        const pointer = joinPointer([...pathSupplier(), name]);
        problems.push(problemsFor(file, locate)(catalogue.duplicateKey, pointer, {}, 'key'));
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
    const { offset, reason, fix } = first
      ? describeSyntaxError(text, printParseErrorCode(first.error), first.offset)
      : { offset: 0, reason: (error as Error).message, fix: 'Check the file in your editor, which marks the place.' };
    return {
      document: null,
      problems: [problemOf(catalogue.jsonSyntax, { reason, fix }, { file, ...offsetToPosition(text, offset) })],
    };
  }
  const { locate, locateInString } = lazyLocators(text);
  return { document: { file, data, locate, locateInString }, problems: findDuplicateKeys(text, data, file, locate) };
}
