import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockType } from '../../src/browser/blocks/block-types';
import { referenceOf } from '../../src/build/validation/reference-of';
import { blockSchemaFile } from './schema-variants';

type SchemaNode = { $ref?: string; properties?: Record<string, SchemaNode>; items?: SchemaNode };

const LINK_DEFINITION = 'defs.schema.json#/definitions/link';

function readSchema(file: string, pointer = ''): SchemaNode {
  let node: unknown = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[key];
  return node as SchemaNode;
}

function linkFieldsUnder(node: SchemaNode, file: string, pointer: string): string[] {
  const reference = referenceOf(node as Record<string, unknown>);
  if (reference?.endsWith(LINK_DEFINITION)) return [pointer];
  if (reference) {
    const [refFile = '', refPointer = ''] = reference.split('#');
    const target = refFile ? path.resolve(path.dirname(file), refFile) : file;
    return linkFieldsUnder(readSchema(target, refPointer), target, pointer);
  }
  const fromItems = node.items ? linkFieldsUnder(node.items, file, `${pointer}/*`) : [];
  const fromProperties = Object.entries(node.properties ?? {}).flatMap(([key, child]) =>
    linkFieldsUnder(child, file, `${pointer}/${key}`),
  );
  return [...fromItems, ...fromProperties];
}

/**
 * Every place a block type's schema holds a link, as pointers inside the block with `*` for any
 * list position: ['/cta'], ['/cards/*\/link', '/seeAll'].
 */
export function linkFieldPointers(type: BlockType): string[] {
  const file = blockSchemaFile(type);
  return linkFieldsUnder(readSchema(file), file, '');
}

/**
 * A copy of `block` with `link` at `pattern`, `*` being the first list item (a missing list gets
 * one item: the link itself, as in section's `links`).
 */
export function withLinkAt(block: object, pattern: string, link: object): Record<string, unknown> {
  const copy = structuredClone(block) as Record<string, unknown>;
  const keys = pattern.split('/').slice(1);
  let parent: Record<string, unknown> | unknown[] = copy;
  keys.forEach((key, position) => {
    const last = position === keys.length - 1;
    const slot = key === '*' ? 0 : key;
    if (last) {
      (parent as Record<string | number, unknown>)[slot] = link;
      return;
    }
    const current = (parent as Record<string | number, unknown>)[slot];
    const next = current ?? (keys[position + 1] === '*' ? [] : {});
    (parent as Record<string | number, unknown>)[slot] = next;
    parent = next as Record<string, unknown>;
  });
  return copy;
}
