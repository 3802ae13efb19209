import type { JsonSchema, SchemasResponse } from '../server-api/types';

/** A schema node with every `$ref` and single `allOf` folded in, and the names of the definitions it came from. */
export interface ResolvedSchema {
  schema: JsonSchema;
  /** URL of the document the node lives in: relative `$ref`s inside it resolve against this. */
  base: string;
  /** Shared definitions it was built from ('image', 'href', 'link'...): they pick special inputs. */
  refNames: string[];
}

const FALLBACK_BASE = 'https://page-engine.dev/schemas/page.schema.json';

/**
 * Every schema of schemas/ by its `$id`, so `$ref`s resolve the way AJV resolves them
 * ('../defs.schema.json#/definitions/image' from a block, 'blocks/x.schema.json' from the page).
 */
export class SchemaRegistry {
  private readonly documents = new Map<string, JsonSchema>();
  /** Block schemas by their `type` constant, in the order of the page schema's union. */
  readonly blockTypes: { type: string; title: string; description: string; schema: ResolvedSchema }[] = [];

  constructor(readonly bundle: SchemasResponse) {
    for (const schema of [bundle.page, bundle.site, bundle.defs, ...Object.values(bundle.blocks)]) {
      if (typeof schema.$id === 'string') this.documents.set(stripFragment(schema.$id), schema);
    }
    const union = this.resolve({ $ref: '#/definitions/block' }, this.pageRoot().base);
    for (const option of (union.schema.oneOf as JsonSchema[] | undefined) ?? []) {
      const block = this.resolve(option, union.base);
      const type = blockTypeOf(block.schema);
      if (type) {
        this.blockTypes.push({
          type,
          title: String(block.schema.title ?? type),
          description: String(block.schema.description ?? ''),
          schema: block,
        });
      }
    }
  }

  pageRoot(): ResolvedSchema {
    return { schema: this.bundle.page, base: idOf(this.bundle.page), refNames: [] };
  }

  siteRoot(): ResolvedSchema {
    return { schema: this.bundle.site, base: idOf(this.bundle.site), refNames: [] };
  }

  block(type: string): ResolvedSchema | undefined {
    return this.blockTypes.find((entry) => entry.type === type)?.schema;
  }

  /** Follows `$ref` and merges `allOf` members into the node; the node's own keywords win (its description). */
  resolve(node: JsonSchema, base: string, refNames: string[] = []): ResolvedSchema {
    let schema = node;
    let currentBase = base;
    const names = [...refNames];
    if (typeof schema.$ref === 'string') {
      const target = new URL(schema.$ref, currentBase);
      const documentUrl = stripFragment(target.href);
      const document = this.documents.get(documentUrl);
      if (!document) throw new Error(`Schema not found: ${schema.$ref} (from ${currentBase})`);
      const fragment = decodeURIComponent(target.hash.slice(1));
      const referenced = walkFragment(document, fragment);
      const name = fragment.split('/').at(-1);
      if (name) names.push(name);
      const { $ref: _ref, ...siblings } = schema;
      const inner = this.resolve(referenced, documentUrl, names);
      return { schema: { ...inner.schema, ...siblings }, base: inner.base, refNames: inner.refNames };
    }
    if (Array.isArray(schema.allOf)) {
      const { allOf, ...own } = schema;
      let merged: JsonSchema = {};
      for (const member of allOf as JsonSchema[]) {
        const resolved = this.resolve(member, currentBase, names);
        merged = { ...merged, ...resolved.schema };
        names.splice(0, names.length, ...resolved.refNames);
        currentBase = resolved.base;
      }
      // Siblings of allOf live in the referencing document; their own $refs are not expected here.
      schema = { ...merged, ...own };
    }
    return { schema, base: currentBase, refNames: names };
  }

  /** A child schema (property or items) resolved in its parent's document. */
  child(parent: ResolvedSchema, node: JsonSchema | undefined): ResolvedSchema {
    return this.resolve(node ?? {}, parent.base);
  }
}

function idOf(schema: JsonSchema): string {
  return typeof schema.$id === 'string' ? stripFragment(schema.$id) : FALLBACK_BASE;
}

function stripFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

function walkFragment(document: JsonSchema, fragment: string): JsonSchema {
  let node: unknown = document;
  for (const key of fragment.split('/').filter(Boolean)) {
    node = (node as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (!node || typeof node !== 'object') throw new Error(`Schema fragment not found: #${fragment}`);
  return node as JsonSchema;
}

/** The `type` a block schema fixes with `const` (its discriminator value). */
export function blockTypeOf(schema: JsonSchema): string | undefined {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  const type = properties?.type?.const;
  return typeof type === 'string' ? type : undefined;
}
