import type { SchemaSet } from './load-schemas.ts';
import type { Problem } from './problem.ts';
import { schemasAlongPointer } from './schema-at-pointer.ts';

/** Separates the titles of a field's enclosing objects: `Card grid › Card › Title`. */
export const FIELD_TITLE_SEPARATOR = ' › ';

/**
 * The schema titles an author sees in their editor for the value at `pointer`, from the outside in,
 * e.g. `Card grid › Card › Title` for `/blocks/1/cards/1/title`. A list's own title is left out
 * when its items have one ("Cards › Card" says nothing "Card" does not), and so is the document's.
 * Undefined when the schema does not describe the pointer (an unknown block type or property).
 */
export function fieldTitle(schemas: SchemaSet, rootId: string, data: unknown, pointer: string): string | undefined {
  // The document's own schema (index 0) is left out: every field is in a page or the site file.
  const path = schemasAlongPointer(schemas, rootId, data, pointer)?.slice(1);
  if (!path) return undefined;
  const titles = path.flatMap((schema, index) => {
    const next = path[index + 1];
    const isListWithTitledItems = schema.node.type === 'array' && next?.title !== undefined;
    return schema.title && !isListWithTitledItems ? [schema.title] : [];
  });
  const distinct = titles.filter((title, index) => title !== titles[index - 1]);
  return distinct.length > 0 ? distinct.join(FIELD_TITLE_SEPARATOR) : undefined;
}

/** A parsed document and the schema it is checked against, for naming the fields of its problems. */
export interface TitledDocument {
  file: string;
  data: unknown;
  rootId: string;
}

/**
 * Gives every problem the title of its field, so each check only has to say what is wrong and
 * where. Problems in files that did not parse, or with a field a check already named, are kept as they are.
 */
export function withFieldTitles(
  problems: readonly Problem[],
  documents: readonly TitledDocument[],
  schemas: SchemaSet,
): Problem[] {
  const byFile = new Map(documents.map((document) => [document.file, document]));
  return problems.map((problem) => {
    const document = byFile.get(problem.file);
    if (!document || problem.field !== undefined || problem.pointer === '') return problem;
    const field = fieldTitle(schemas, document.rootId, document.data, problem.pointer);
    return field === undefined ? problem : { ...problem, field };
  });
}
