import { escapePointerToken } from '../../schema/json-pointer.ts';

/** Called for every object in a JSON document with its JSON pointer. */
export type ObjectVisitor = (object: Record<string, unknown>, pointer: string) => void;

/** Calls `visit` for every object (not array) in `value`, depth first, in document order. */
export function forEachObject(value: unknown, visit: ObjectVisitor, pointer = ''): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => forEachObject(item, visit, `${pointer}/${index}`));
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    visit(object, pointer);
    for (const [key, child] of Object.entries(object)) {
      if (child !== null && typeof child === 'object')
        forEachObject(child, visit, `${pointer}/${escapePointerToken(key)}`);
    }
  }
}

/** Calls `visit` for every array in `value` with its JSON pointer. */
export function forEachArray(value: unknown, visit: (array: unknown[], pointer: string) => void, pointer = ''): void {
  if (Array.isArray(value)) {
    visit(value, pointer);
    value.forEach((item, index) => forEachArray(item, visit, `${pointer}/${index}`));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      forEachArray(child, visit, `${pointer}/${escapePointerToken(key)}`);
  }
}

/** Calls `visit` for every string value (not property name) in `value` with its JSON pointer, in document order. */
export function forEachString(value: unknown, visit: (text: string, pointer: string) => void, pointer = ''): void {
  if (typeof value === 'string') {
    visit(value, pointer);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => forEachString(item, visit, `${pointer}/${index}`));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      forEachString(child, visit, `${pointer}/${escapePointerToken(key)}`);
  }
}
