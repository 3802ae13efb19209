import type { Json } from './json-pointer';

/**
 * The key under which a list item carries its editor-only identity while it is edited (Puck's
 * `_arrayId`). Selection, unfolded blocks, React keys and the preview follow the item by it, never by
 * its index, so a move or an undo cannot open or select the wrong block. Stripped before a document
 * leaves the editor (check, save, "unsaved changes"): never written to disk.
 */
export const ITEM_ID_KEY = '_editorId';

let issued = 0;

export function newItemId(): string {
  issued += 1;
  return `item-${issued}`;
}

type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The editor identity of a list item, if it is an object that has one. */
export function itemIdOf(value: Json | undefined): string | undefined {
  const id = isObject(value) ? value[ITEM_ID_KEY] : undefined;
  return typeof id === 'string' ? id : undefined;
}

/**
 * Every object inside a list gets an identity it lacks (`fresh`: a new one even if it has one, for a
 * duplicate). Parts that need nothing are returned as they are, so unchanged parts keep their identity.
 */
export function withItemIds(value: Json, fresh = false): Json {
  const walk = (node: Json, inList: boolean): Json => {
    if (Array.isArray(node)) {
      let changed = false;
      const items = node.map((item) => {
        const next = walk(item, true);
        if (next !== item) changed = true;
        return next;
      });
      return changed ? items : node;
    }
    if (!isObject(node)) return node;
    let changed = false;
    const entries = Object.entries(node).map(([key, child]): [string, Json] => {
      const next = walk(child, false);
      if (next !== child) changed = true;
      return [key, next];
    });
    const needsId = inList && (fresh || itemIdOf(node) === undefined);
    if (!changed && !needsId) return node;
    const copy = Object.fromEntries(entries) as JsonObject;
    return needsId ? { ...copy, [ITEM_ID_KEY]: newItemId() } : copy;
  };
  return walk(value, false);
}

/** The document as the project stores it: without the editor's identities. */
export function stripItemIds(value: Json): Json {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = stripItemIds(item);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (!isObject(value)) return value;
  let changed = Object.hasOwn(value, ITEM_ID_KEY);
  const entries: [string, Json][] = [];
  for (const [key, child] of Object.entries(value)) {
    if (key === ITEM_ID_KEY) continue;
    const next = stripItemIds(child);
    if (next !== child) changed = true;
    entries.push([key, next]);
  }
  return changed ? Object.fromEntries(entries) : value;
}
