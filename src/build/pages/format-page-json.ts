import { parseTree, type Node } from 'jsonc-parser';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { escapePointerSegment } from '../validation/json-pointer.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (pointer: string, segment: string | number) => `${pointer}/${escapePointerSegment(segment)}`;

/** JSON pointers of the objects the original text writes on one line (`{ "src": ..., "height": 500 }`). */
function oneLineObjects(text: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: Node, pointer: string): void => {
    if (node.type === 'array') node.children?.forEach((item, index) => visit(item, child(pointer, index)));
    if (node.type !== 'object') return;
    const first = node.children?.[0];
    if (first && !text.slice(node.offset, first.offset).includes('\n')) found.add(pointer);
    for (const [key, value] of (node.children ?? []).map((property) => property.children ?? [])) {
      if (key && value) visit(value, child(pointer, String(key.value)));
    }
  };
  const root = parseTree(text);
  if (root) visit(root, '');
  return found;
}

/**
 * JSON text that prettier formats the way the author had it: prettier keeps an object expanded
 * when its first key starts a new line and puts it on one line otherwise, so each object starts
 * like its counterpart in the original (new objects expanded). Arrays prettier decides alone.
 */
function layoutLike(value: unknown, pointer: string, oneLine: Set<string>): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => layoutLike(item ?? null, child(pointer, index), oneLine)).join(', ')}]`;
  }
  if (!isObject(value)) return JSON.stringify(value);
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${JSON.stringify(key)}: ${layoutLike(item, child(pointer, key), oneLine)}`);
  return oneLine.has(pointer) ? `{${entries.join(', ')}}` : `{\n${entries.join(',\n')}\n}`;
}

// A project outside this repository (--root) without its own prettier config gets the engine's.
const engineConfigFile = fileURLToPath(new URL('../../../.prettierrc', import.meta.url));

/**
 * The text to write for a page: formatted by prettier with the file's configuration, so
 * `npm run format:check` passes, and laid out like `originalText` (a migrated page's diff holds
 * only what the migration changed; a new page, with no original, has every object expanded).
 * Ends with a newline.
 */
export async function formatPageJson(page: unknown, originalText: string, file: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? (await prettier.resolveConfig(engineConfigFile));
  return prettier.format(layoutLike(page, '', oneLineObjects(originalText)), { ...config, filepath: file });
}
