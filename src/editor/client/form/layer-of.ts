import { createSchemaLayer, type JsonSchema, type SchemaLayer } from '../../../schema';
import type { SchemaRegistry } from '../schema/schema-registry';

const layers = new WeakMap<SchemaRegistry, SchemaLayer>();

/**
 * The shared schema layer (src/schema) over the schemas the editor's registry was given, made once
 * per registry: the form asks it for titles, choices and new-item templates. Goes when the client's
 * registry is the layer itself.
 */
export function layerOf(registry: SchemaRegistry): SchemaLayer {
  let layer = layers.get(registry);
  if (!layer) {
    const { page, site, defs, blocks } = registry.bundle;
    layer = createSchemaLayer([page, site, defs, ...Object.values(blocks)] as JsonSchema[]);
    layers.set(registry, layer);
  }
  return layer;
}
