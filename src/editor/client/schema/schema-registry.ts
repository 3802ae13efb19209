import {
  createSchemaLayer,
  isJsonObject,
  parsePointer,
  type BlockType,
  type DocumentRoot,
  type Json,
  type JsonSchema,
  type ResolvedSchema,
  type SchemaLayer,
} from '../../../schema';
import { collections } from '../../../collections/collections';
import type { SchemasResponse } from '../server-api/types';
import { isEntryRoot, type EditorRoot } from './editor-root';

export type { ResolvedSchema } from '../../../schema';

let latest: SchemaRegistry | undefined;

function remember(registry: SchemaRegistry): void {
  latest = registry;
}

/**
 * The schema layer (src/schema) over the bundle GET /api/schemas serves, with the few names the
 * editor's form already calls (`pageRoot`, `child(parent, node)`). Every answer comes from the layer.
 */
export class SchemaRegistry implements SchemaLayer {
  readonly layer: SchemaLayer;
  readonly blockTypes: readonly BlockType[];

  constructor(readonly bundle: SchemasResponse) {
    this.layer = createSchemaLayer([
      bundle.page,
      bundle.site,
      bundle.defs,
      ...Object.values(bundle.blocks),
      ...Object.values(bundle.collections ?? {}),
    ]);
    this.blockTypes = this.layer.blockTypes;
    remember(this);
  }

  resolve(node: JsonSchema, base: string): ResolvedSchema {
    return this.layer.resolve(node, base);
  }

  page(): ResolvedSchema {
    return this.layer.page();
  }

  site(): ResolvedSchema {
    return this.layer.site();
  }

  /** A document's root schema; a collection entry's is found by its schema's `$id`. */
  root(root: EditorRoot): ResolvedSchema {
    if (!isEntryRoot(root)) return this.layer.root(root);
    const id = collections.find((collection) => collection.schemaFile === `collections/${root}.schema.json`)!.schemaId;
    return this.layer.resolve({ $ref: id }, id);
  }

  pageRoot(): ResolvedSchema {
    return this.layer.page();
  }

  siteRoot(): ResolvedSchema {
    return this.layer.site();
  }

  block(type: string): ResolvedSchema | undefined {
    return this.layer.block(type);
  }

  branch(union: ResolvedSchema, value: Json | undefined): ResolvedSchema {
    return this.layer.branch(union, value);
  }

  /** The layer's walk, from any root the editor opens (entries included). */
  along(root: EditorRoot, data: Json, pointer: string): ResolvedSchema[] | undefined {
    if (!isEntryRoot(root)) return this.layer.along(root as DocumentRoot, data, pointer);
    let current: ResolvedSchema | undefined = this.root(root);
    let value: Json | undefined = data;
    const path = [current];
    for (const token of parsePointer(pointer)) {
      current = this.layer.child(current, token, value ?? undefined);
      if (!current) return undefined;
      value = isJsonObject(value) || Array.isArray(value) ? (value as Record<string, Json>)[token] : undefined;
      path.push(current);
    }
    return path;
  }

  /** A child by key (the layer's question), or, as the form asks it, a child schema node resolved in its parent's document. */
  child(parent: ResolvedSchema, node: JsonSchema | undefined): ResolvedSchema;
  child(parent: ResolvedSchema, key: string | number, parentValue?: Json): ResolvedSchema | undefined;
  child(parent: ResolvedSchema, keyOrNode: string | number | JsonSchema | undefined, parentValue?: Json) {
    if (typeof keyOrNode === 'string' || typeof keyOrNode === 'number') {
      return this.layer.child(parent, keyOrNode, parentValue);
    }
    return this.layer.resolve(keyOrNode ?? {}, parent.base);
  }
}

/**
 * The registry the editor made last: `initialValue(schema)` is called with a schema alone and needs
 * the layer to follow its `$ref`s. The editor makes one registry per session.
 */
export function currentRegistry(): SchemaRegistry {
  if (!latest) throw new Error('No schemas loaded yet: create a SchemaRegistry first');
  return latest;
}
