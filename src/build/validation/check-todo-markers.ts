import type { JsonDocument } from './load-json-with-positions.ts';
import { forEachString } from './walk-json.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { TODO_MARKER } from '../../schema/todo-marker.ts';
/** Texts longer than this are cut in the message; the pointer and line lead to the whole text. */
const SHOWN_LENGTH = 80;

/** One string value still holding a placeholder. */
export interface TodoMarker {
  /** JSON pointer to the string, e.g. `/blocks/0/heading`. */
  pointer: string;
  text: string;
}

/** Every string value (not property name) in `value` that contains a TODO marker, in document order. */
export function findTodoMarkers(value: unknown): TodoMarker[] {
  const markers: TodoMarker[] = [];
  forEachString(value, (text, pointer) => {
    if (TODO_MARKER.test(text)) markers.push({ pointer, text });
  });
  return markers;
}

function shown(text: string): string {
  return text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH - 1)}…` : text;
}

/**
 * Warnings, not errors: a page with placeholders is valid and can be previewed while it is being
 * written, but each one left in would be published as it stands.
 */
export function checkTodoMarkers(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  return findTodoMarkers(document.data).map(({ pointer, text }) =>
    report(catalogue.todoMarker, pointer, { text: shown(text) }),
  );
}
