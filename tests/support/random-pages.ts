import { generateSync, type JsonSchema } from 'json-schema-faker';
import type { Page } from '../../src/generated/schema-types';
import { getValidator } from '../../src/build/validation/create-validator';
import type { SchemaNode } from '../../src/build/validation/load-schemas';
import type { SchemaLayer } from '../../src/schema/schema-layer';

/**
 * The page schema with every $ref replaced by its target (our schemas have no recursion), so
 * json-schema-faker needs no resolver. Root-level $schema/$id/definitions are dropped: the faker
 * rejects draft-07's $schema and has nothing to do with the definitions once they are inlined.
 */
function inlineRefs(layer: SchemaLayer, node: SchemaNode, baseId: string): SchemaNode {
  const resolved = layer.resolve(node, baseId);
  const result: SchemaNode = {};
  for (const [key, value] of Object.entries(resolved.schema)) {
    if (key === '$schema' || key === '$id' || key === 'definitions' || key === 'examples') continue;
    if (key.startsWith('x-')) continue;
    if (key === 'properties') {
      result[key] = Object.fromEntries(
        Object.entries(value as Record<string, SchemaNode>).map(([name, child]) => [
          name,
          inlineRefs(layer, child, resolved.base),
        ]),
      );
    } else if ((key === 'oneOf' || key === 'anyOf' || key === 'allOf') && Array.isArray(value)) {
      result[key] = value.map((child: SchemaNode) => inlineRefs(layer, child, resolved.base));
    } else if (
      (key === 'items' || key === 'if' || key === 'then' || key === 'else' || key === 'not') &&
      value &&
      typeof value === 'object' &&
      !Array.isArray(value)
    ) {
      result[key] = inlineRefs(layer, value as SchemaNode, resolved.base);
    } else {
      result[key] = value;
    }
  }
  return result;
}

let bundled: SchemaNode | undefined;

/** The page schema as one self-contained document, built once. */
export function bundledPageSchema(): SchemaNode {
  const { layer } = getValidator();
  const page = layer.page();
  bundled ??= inlineRefs(layer, page.schema, page.base);
  return bundled;
}

/**
 * `count` random pages that satisfy schemas/page.schema.json, reproducible from `seed`.
 * json-schema-faker does not honour every keyword (regex lookaheads, if/then), so each candidate
 * is validated and the invalid ones are skipped. Only the schema is guaranteed: cross-page rules
 * (unique routes, links that resolve, one <h1>) are not.
 */
export function generateRandomPages(count: number, seed = 1): Page[] {
  const schema = bundledPageSchema();
  const validate = getValidator().page;
  const pages: Page[] = [];
  const maxAttempts = count * 20 + 100;
  for (let attempt = 0; pages.length < count; attempt += 1) {
    if (attempt >= maxAttempts) {
      throw new Error(`Only ${pages.length} of ${count} generated pages were schema-valid after ${attempt} attempts`);
    }
    // Blocks nest about eight levels deep (page > blocks > item > link > href); at the default
    // maxDepth of 5 the faker gives up inside items and most pages come out invalid.
    const candidate = generateSync(schema as JsonSchema, { seed: seed * 100_003 + attempt, maxDepth: 10 });
    if (validate(candidate)) pages.push(candidate as Page);
  }
  return pages;
}
