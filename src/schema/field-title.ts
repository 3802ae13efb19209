import type { Json } from './json-types.ts';
import type { DocumentRoot, SchemaLayer } from './schema-layer.ts';
import { parsePointer } from './json-pointer.ts';

/** Separates the titles of a field's enclosing objects: `Card grid › Card 2 › Title`. */
export const FIELD_TITLE_SEPARATOR = ' › ';

const isIndex = (token: string) => /^(0|[1-9][0-9]*)$/.test(token);

/**
 * The titles an author reads for the value at `pointer`, from the outside in: `['Download list',
 * 'Product 2', 'Description']` for `/blocks/3/items/1/description`. A list item is named by its own
 * title and its number from 1; a block by its kind alone (the block's title says which one). A
 * list's own title is left out when its items have one ("Cards › Card 2" says nothing "Card 2" does
 * not), and so is the document's. Undefined when the schema does not describe the pointer.
 */
export function titlePath(layer: SchemaLayer, root: DocumentRoot, data: Json, pointer: string): string[] | undefined {
  const path = layer.along(root, data, pointer);
  if (!path) return undefined;
  const tokens = parsePointer(pointer);
  const titles: string[] = [];
  path.slice(1).forEach((resolved, index) => {
    const parent = path[index]!;
    const next = path[index + 2];
    const title = typeof resolved.schema.title === 'string' ? resolved.schema.title : undefined;
    if (resolved.schema.type === 'array' && typeof next?.schema.title === 'string') return;
    const token = tokens[index]!;
    if (parent.schema.type === 'array' && isIndex(token)) {
      const items = parent.schema.items as Record<string, unknown> | undefined;
      // A block is told apart by its kind; numbering "Section 3" would count every block, not sections.
      const isChosenBranch =
        items !== undefined && layer.resolve(items, parent.base).schema.discriminator !== undefined;
      if (title) titles.push(isChosenBranch ? title : `${title} ${Number(token) + 1}`);
      else titles.push(`Item ${Number(token) + 1}`);
      return;
    }
    if (title) titles.push(title);
  });
  return titles.filter((title, index) => title !== titles[index - 1]);
}

/** titlePath joined for a message: "Download list › Product 2 › Description"; undefined when there is none. */
export function fieldTitle(layer: SchemaLayer, root: DocumentRoot, data: Json, pointer: string): string | undefined {
  const titles = titlePath(layer, root, data, pointer);
  return titles && titles.length > 0 ? titles.join(FIELD_TITLE_SEPARATOR) : undefined;
}
