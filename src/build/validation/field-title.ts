import { collections } from '../../collections/collections.ts';
import { FIELD_TITLE_SEPARATOR, fieldTitle } from '../../schema/field-title.ts';
import { joinPointer, parsePointer } from '../../schema/json-pointer.ts';
import type { Json } from '../../schema/json-types.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import type { Problem } from './problem.ts';

/**
 * What an author calls the field at `pointer`: its schema titles ("Download list › Product 2 ›
 * Description"). Where the schema describes nothing there (a property it does not know, the type of
 * an unknown block), the nearest titled field around it and the key as written: "Block › type".
 * Undefined for a page or site.json itself; an entry's fields start with its kind ('Blog post › Title').
 */
export function authorFieldName(
  layer: SchemaLayer,
  root: DocumentRoot,
  data: unknown,
  pointer: string,
): string | undefined {
  const name = fieldNameInDocument(layer, root, data, pointer);
  if (!collections.some((collection) => collection.root === root)) return name;
  // An entry's problems name the kind of entry first ('Blog post › Body'): a folder of posts, jobs
  // and news items all have a 'Title' or a 'Date', and the entry itself is 'Blog post', not 'this file'.
  const entryTitle = String(layer.root(root).schema.title);
  return name === undefined ? entryTitle : `${entryTitle}${FIELD_TITLE_SEPARATOR}${name}`;
}

function fieldNameInDocument(
  layer: SchemaLayer,
  root: DocumentRoot,
  data: unknown,
  pointer: string,
): string | undefined {
  const titled = fieldTitle(layer, root, data as Json, pointer);
  if (titled !== undefined) return titled;
  const tokens = parsePointer(pointer);
  const key = tokens.at(-1);
  if (key === undefined) return undefined;
  const written = /^\d+$/.test(key) ? `item ${Number(key) + 1}` : key;
  for (let depth = tokens.length - 1; depth > 0; depth--) {
    const outer = fieldTitle(layer, root, data as Json, joinPointer(tokens.slice(0, depth)));
    if (outer !== undefined) return `${outer} › ${written}`;
  }
  return written;
}

/** Names another field of the same document in a message ("repeats the id 1 of Card grid › Card 1"). */
export type FieldNamer = (pointer: string) => string;

/** A FieldNamer for one document; the document itself is "this file". */
export function fieldNamer(layer: SchemaLayer, root: DocumentRoot, data: unknown): FieldNamer {
  return (pointer) => authorFieldName(layer, root, data, pointer) ?? 'this file';
}

/** A parsed document and the schema it is checked against, for naming the fields of its problems. */
export interface TitledDocument {
  file: string;
  data: unknown;
  root: DocumentRoot;
}

/**
 * Gives every problem the name of its field, so each check only has to say what is wrong and
 * where. Problems in files that did not parse, or with a field a check already named, are kept as they are.
 */
export function withFieldTitles(
  problems: readonly Problem[],
  documents: readonly TitledDocument[],
  layer: SchemaLayer,
): Problem[] {
  const byFile = new Map(documents.map((document) => [document.file, document]));
  return problems.map((problem) => {
    const document = byFile.get(problem.file);
    // A page's or the site's own problems (pointer '') have no field name; an entry's are named by its kind.
    if (!document || problem.field !== undefined) return problem;
    const field = authorFieldName(layer, document.root, document.data, problem.pointer);
    return field === undefined ? problem : { ...problem, field };
  });
}
