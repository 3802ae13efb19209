import { parseTree, type Node } from 'jsonc-parser';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { escapePointerToken } from '../../schema/json-pointer.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const child = (pointer: string, segment: string | number) => `${pointer}/${escapePointerToken(segment)}`;

/** What the original text says about its layout and spelling, for writing it back unchanged. */
interface OriginalLayout {
  /** JSON pointers of the objects the original text writes on one line (`{ "src": ..., "height": 500 }`). */
  oneLine: Set<string>;
  /**
   * Each string's text as the original spells it, by value: an escape the author wrote ('ISO\u00a010816')
   * stays an escape wherever that string goes, instead of becoming the character it stands for.
   */
  spelling: Map<string, string>;
}

function originalLayout(text: string): OriginalLayout {
  const oneLine = new Set<string>();
  const spelling = new Map<string, string>();
  const visit = (node: Node, pointer: string): void => {
    if (node.type === 'string' && typeof node.value === 'string') {
      spelling.set(node.value, text.slice(node.offset, node.offset + node.length));
    }
    if (node.type === 'array') node.children?.forEach((item, index) => visit(item, child(pointer, index)));
    if (node.type !== 'object') return;
    const first = node.children?.[0];
    if (first && !text.slice(node.offset, first.offset).includes('\n')) oneLine.add(pointer);
    for (const [key, value] of (node.children ?? []).map((property) => property.children ?? [])) {
      if (key && value) visit(value, child(pointer, String(key.value)));
    }
  };
  const root = parseTree(text);
  if (root) visit(root, '');
  return { oneLine, spelling };
}

/**
 * JSON text that prettier formats the way the author had it: prettier keeps an object expanded
 * when its first key starts a new line and puts it on one line otherwise, so each object starts
 * like its counterpart in the original (new objects expanded). Arrays prettier decides alone.
 */
function layoutLike(value: unknown, pointer: string, original: OriginalLayout): string {
  if (Array.isArray(value)) {
    return `[${value.map((item, index) => layoutLike(item ?? null, child(pointer, index), original)).join(', ')}]`;
  }
  if (typeof value === 'string') return original.spelling.get(value) ?? JSON.stringify(value);
  if (!isObject(value)) return JSON.stringify(value);
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${JSON.stringify(key)}: ${layoutLike(item, child(pointer, key), original)}`);
  return original.oneLine.has(pointer) ? `{${entries.join(', ')}}` : `{\n${entries.join(',\n')}\n}`;
}

// A project outside this repository (--root) without its own prettier config gets the engine's.
const engineConfigFile = fileURLToPath(new URL('../../../.prettierrc', import.meta.url));

/**
 * The text to write for a page: formatted by prettier with the file's configuration, so
 * `npm run format:check` passes, and laid out and spelt like `originalText` (a migrated or edited
 * page's diff holds only what changed; a new page, with no original, has every object expanded).
 * Ends with a newline.
 */
export async function formatPageJson(page: unknown, originalText: string, file: string): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? (await prettier.resolveConfig(engineConfigFile));
  return prettier.format(layoutLike(page, '', originalLayout(originalText)), { ...config, filepath: file });
}
