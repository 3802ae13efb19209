import type { SchemaNode } from '../validation/load-schemas';

/** The import the received types need for what the build adds. */
export const BUILD_FILLED_IMPORTS = `import type { ImageRendition } from '../browser/images/image-rendition';\n`;

/**
 * Beyond schema defaults, the build fills images in from their files (src/build/images): width and
 * height always, and a photo's rendition. In the received types those are there for components; the
 * authored schema never asks an author for them.
 */
export function withBuildFilledFields(id: string, schema: SchemaNode): SchemaNode {
  if (!id.endsWith('/defs.schema.json')) return schema;
  const definitions = schema.definitions as Record<string, SchemaNode>;
  const image = definitions.image!;
  return {
    ...schema,
    definitions: {
      ...definitions,
      image: {
        ...image,
        required: [...new Set([...((image.required as string[]) ?? []), 'width', 'height'])],
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
