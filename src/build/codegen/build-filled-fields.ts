import type { SchemaNode } from '../validation/load-schemas';

/** The import the received types need for what the build adds. */
export const BUILD_FILLED_IMPORTS = `import type { ImageRendition } from '../browser/images/image-rendition';\n`;

const MACHINE_DATE: SchemaNode = {
  type: 'string',
  description: 'Written by the build for a date from a collection entry: the ISO date for <time datetime>.',
};

/** The same schema with more required properties. */
function requiring(schema: SchemaNode, names: string[]): SchemaNode {
  return { ...schema, required: [...new Set([...((schema.required as string[]) ?? []), ...names])] };
}

/** Images: the build reads their width and height from the files and plans a photo's rendition. */
function withImageFields(schema: SchemaNode): SchemaNode {
  const definitions = schema.definitions as Record<string, SchemaNode>;
  const image = definitions.image!;
  return {
    ...schema,
    definitions: {
      ...definitions,
      image: {
        ...requiring(image, ['width', 'height']),
        properties: {
          ...(image.properties as Record<string, SchemaNode>),
          rendition: {
            description: 'Written by the build for a photo (JPEG, PNG, WebP, AVIF): the files to choose from.',
            tsType: 'ImageRendition',
          },
        },
      },
    },
  };
}

/**
 * A list block with a `query` (src/collections/resolve-queries.ts): the build fills its list from the
 * entries (possibly with none), so the list is always there, and its dates carry their ISO form.
 */
function withQueriedList(schema: SchemaNode, list: string, datedItem: (item: SchemaNode) => SchemaNode): SchemaNode {
  const properties = schema.properties as Record<string, SchemaNode>;
  const listSchema = properties[list]!;
  const { anyOf: _presence, ...rest } = schema;
  return {
    ...requiring(rest, [list]),
    properties: { ...properties, [list]: { ...listSchema, items: datedItem(listSchema.items as SchemaNode) } },
  };
}

function withProperty(schema: SchemaNode, name: string, property: SchemaNode): SchemaNode {
  return { ...schema, properties: { ...(schema.properties as Record<string, SchemaNode>), [name]: property } };
}

/**
 * Beyond schema defaults, the build fills in what it reads from files: images' sizes and renditions
 * (src/build/images), and the lists of blocks that query a collection. In the received types those are
 * there for components; the authored schema never asks an author for them.
 */
export function withBuildFilledFields(id: string, schema: SchemaNode): SchemaNode {
  if (id.endsWith('/defs.schema.json')) return withImageFields(schema);
  if (id.endsWith('/blocks/card-grid.schema.json')) {
    return withQueriedList(schema, 'cards', (card) => {
      const badge = (card.properties as Record<string, SchemaNode>).dateBadge!;
      return withProperty(card, 'dateBadge', withProperty(badge, 'dateTime', MACHINE_DATE));
    });
  }
  if (id.endsWith('/blocks/news-carousel.schema.json')) {
    return withQueriedList(schema, 'items', (item) => withProperty(item, 'dateTime', MACHINE_DATE));
  }
  return schema;
}
