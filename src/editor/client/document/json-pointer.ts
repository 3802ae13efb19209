import { escapePointerToken, parsePointer, type Json } from '../../../schema';

/** A JSON document as the editor holds it: plain data, never mutated (every edit returns a new one). */
export type { Json };
export { parsePointer };

export function joinPointer(base: string, key: string | number): string {
  return `${base}/${escapePointerToken(key)}`;
}

export function getAt(doc: Json | undefined, pointer: string): Json | undefined {
  let node: Json | undefined = doc;
  for (const key of parsePointer(pointer)) {
    if (Array.isArray(node)) node = node[Number(key)];
    else if (node !== null && typeof node === 'object') node = Object.hasOwn(node, key) ? node[key] : undefined;
    else return undefined;
  }
  return node;
}

/**
 * The document with the value at `pointer` replaced (`undefined` removes an object key). Parents on
 * the way are copied, everything else is shared, so unchanged parts keep their identity.
 */
export function setAt(doc: Json, pointer: string, value: Json | undefined): Json {
  const keys = parsePointer(pointer);
  const write = (node: Json | undefined, depth: number): Json | undefined => {
    if (depth === keys.length) return value;
    const key = keys[depth]!;
    if (Array.isArray(node)) {
      const copy = node.slice();
      const child = write(node[Number(key)], depth + 1);
      if (child === undefined) copy.splice(Number(key), 1);
      else copy[Number(key)] = child;
      return copy;
    }
    const object = node !== null && typeof node === 'object' ? node : {};
    const { [key]: old, ...rest } = object;
    const child = write(old, depth + 1);
    // Keep the key's place in the object: authors' files keep their property order.
    if (child === undefined) return rest;
    return Object.hasOwn(object, key) ? { ...object, [key]: child } : { ...object, [key]: child };
  };
  return write(doc, 0) ?? null;
}

/** Array edits at `pointer` (the array's own pointer). */
export function insertItem(doc: Json, pointer: string, index: number, item: Json): Json {
  const list = (getAt(doc, pointer) as Json[] | undefined) ?? [];
  return setAt(doc, pointer, [...list.slice(0, index), item, ...list.slice(index)]);
}

export function removeItem(doc: Json, pointer: string, index: number): Json {
  const list = (getAt(doc, pointer) as Json[] | undefined) ?? [];
  return setAt(
    doc,
    pointer,
    list.filter((_, i) => i !== index),
  );
}

export function moveItem(doc: Json, pointer: string, from: number, to: number): Json {
  const list = ((getAt(doc, pointer) as Json[] | undefined) ?? []).slice();
  if (to < 0 || to >= list.length || from === to) return doc;
  const [item] = list.splice(from, 1);
  list.splice(to, 0, item!);
  return setAt(doc, pointer, list);
}

export function duplicateItem(doc: Json, pointer: string, index: number): Json {
  const list = (getAt(doc, pointer) as Json[] | undefined) ?? [];
  return insertItem(doc, pointer, index + 1, structuredClone(list[index]!));
}
