import type { JsonSchema } from './json-types.ts';
import type { ResolvedSchema, SchemaLayer } from './schema-layer.ts';

/** One field an author can fill in, with the titles that lead to it ("Card grid › Cards › Card › Meta line"). */
export interface ReachableField {
  at: string;
  resolved: ResolvedSchema;
}

const titleOf = (resolved: ResolvedSchema, fallback: string): string =>
  typeof resolved.schema.title === 'string' ? resolved.schema.title : fallback;

/**
 * Every field of the site, of every block and of every collection entry, as the editor reaches them: properties, list items
 * and the members of a non-discriminated union. Blocks are entered one by one, not through the
 * page's block list, so each block is visited once.
 */
export function everyField(layer: SchemaLayer): ReachableField[] {
  const found: ReachableField[] = [];
  const visit = (resolved: ResolvedSchema, at: string, depth: number): void => {
    if (depth > 10) return;
    found.push({ at, resolved });
    const { schema } = resolved;
    for (const name of Object.keys((schema.properties as object | undefined) ?? {})) {
      const property = layer.child(resolved, name)!;
      visit(property, `${at} › ${titleOf(property, name)}`, depth + 1);
    }
    if (schema.items !== undefined) {
      const item = layer.child(resolved, 0)!;
      if (item.schema.discriminator === undefined) visit(item, `${at} › ${titleOf(item, 'item')}`, depth + 1);
    }
    if (schema.discriminator === undefined) {
      for (const keyword of ['anyOf', 'oneOf']) {
        const members = Array.isArray(schema[keyword]) ? (schema[keyword] as JsonSchema[]) : [];
        members.forEach((member, index) => {
          const branch = layer.resolve(member, resolved.base);
          visit(branch, `${at} › ${titleOf(branch, `${keyword} ${index + 1}`)}`, depth + 1);
        });
      }
    }
  };
  visit(layer.site(), 'Site settings', 0);
  for (const block of layer.blockTypes) visit(block.schema, block.title, 0);
  // Collection entries (src/collections/collections.ts names them; not imported: src/schema stays first).
  for (const root of ['post', 'job', 'news'] as const) {
    const entry = layer.root(root);
    visit(entry, titleOf(entry, root), 0);
  }
  return found;
}
