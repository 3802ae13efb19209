import { ITEM_ID_KEY, itemIdOf } from '../document/item-ids';
import type { Json } from '../document/json-pointer';
import { escapePointerToken } from '../../../schema';

type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return value !== null && value !== undefined && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The preview of the document being edited without waiting for the server: `shown` is the server's
 * preview (defaults filled in, images resolved) of the document `checked`; the edits from `checked`
 * to `current` are applied to it here. Texts and numbers show at once; list items are matched by
 * their editor identity, so a move, duplicate or removal reorders the preview's own items (never by
 * index: that is how a stale eighth card lingered). An item the server has not seen yet (just added)
 * waits for the next check. Unchanged parts are returned as they were (same objects), so the
 * preview re-renders only what changed. List items in the result carry their identity (React keys).
 * `text` maps a changed string the way the server would ({{site}} references), given where it stands
 * in `current` (a JSON pointer: a rich text escapes the values it takes in).
 */
export type PreviewText = (value: string, pointer: string) => string;

export function overlayPreview(shown: Json, checked: Json, current: Json, text: PreviewText): Json {
  return overlay(shown, checked, current, text, '') ?? shown;
}

function overlay(shown: Json | undefined, before: Json | undefined, after: Json, text: PreviewText, pointer: string) {
  if (after === before && shown !== undefined) return shown;
  if (typeof after === 'string') return text(after, pointer);
  if (Array.isArray(after)) return overlayList(shown, before, after, text, pointer);
  if (isObject(after)) return overlayObject(shown, before, after, text, pointer);
  return after;
}

function overlayList(
  shown: Json | undefined,
  before: Json | undefined,
  after: Json[],
  text: PreviewText,
  pointer: string,
): Json | undefined {
  if (!Array.isArray(shown) || !Array.isArray(before) || shown.length !== before.length) return undefined;
  const indexById = new Map(before.map((item, index) => [itemIdOf(item) ?? `#${index}`, index]));
  const items: Json[] = [];
  after.forEach((item, index) => {
    const from = indexById.get(itemIdOf(item) ?? `#${index}`);
    if (from === undefined) return;
    const next = overlay(shown[from], before[from], item, text, `${pointer}/${index}`);
    if (next !== undefined) items.push(next);
  });
  return items;
}

function overlayObject(
  shown: Json | undefined,
  before: Json | undefined,
  after: JsonObject,
  text: PreviewText,
  pointer: string,
): Json | undefined {
  if (!isObject(shown)) return undefined;
  const old = isObject(before) ? before : {};
  const result: JsonObject = { ...shown };
  for (const key of Object.keys(old)) if (!Object.hasOwn(after, key)) delete result[key];
  for (const [key, value] of Object.entries(after)) {
    const at = `${pointer}/${escapePointerToken(key)}`;
    const next = Object.hasOwn(old, key) ? overlay(shown[key], old[key], value, text, at) : undefined;
    if (next === undefined) {
      // A field the checked document did not have: shown as typed if it is a plain value.
      if (typeof value !== 'object' || value === null)
        result[key] = typeof value === 'string' ? text(value, at) : value;
      else delete result[key];
    } else result[key] = next;
  }
  return result;
}

/**
 * The server's preview of `checked` with the editor identity of every list item it holds (the server
 * sees documents without them; its lists are in the same order). Once per check answer.
 */
export function withItemIdsOf(shown: Json, checked: Json): Json {
  if (Array.isArray(shown) && Array.isArray(checked)) {
    if (shown.length !== checked.length) return shown;
    return shown.map((item, index) => {
      const inner = withItemIdsOf(item, checked[index]!);
      const id = itemIdOf(checked[index]);
      return id && isObject(inner) ? { ...inner, [ITEM_ID_KEY]: id } : inner;
    });
  }
  if (isObject(shown) && isObject(checked)) {
    const result: JsonObject = { ...shown };
    for (const [key, value] of Object.entries(checked)) {
      if (Object.hasOwn(shown, key)) result[key] = withItemIdsOf(shown[key]!, value);
    }
    return result;
  }
  return shown;
}
