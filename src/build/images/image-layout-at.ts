import { imageLayoutAnnotationOf } from '../../schema/image-layout-annotation.ts';
import { pointerSegments } from '../validation/json-pointer.ts';
import type { SchemaNode, SchemaSet } from '../validation/load-schemas.ts';
import { PAGE_SCHEMA_ID, SITE_SCHEMA_ID } from '../validation/load-schemas.ts';
import { deref, schemasAlongPointer, type ResolvedSchema } from '../validation/schema-at-pointer.ts';
import { contentLayoutAnnotation, imageLayoutOf, type ImageLayout } from './image-layout.ts';
import type { Focus } from './plan-rendition.ts';

type JsonObject = Record<string, unknown>;

/** Where an image sits decides its layout; the banner's desktop image also gets a mobile crop unless a mobile image is named. */
export type LayoutAt = (pointer: string) => ImageLayout & { withNarrow?: boolean };

/** An image object as pages write it (the schema's `image`): a `src` under /images/ and an `alt`. */
export function isImage(value: unknown): value is JsonObject & { src: string } {
  const object = value as JsonObject | null;
  return (
    object !== null &&
    typeof object === 'object' &&
    typeof object.src === 'string' &&
    object.src.startsWith('/images/') &&
    typeof object.alt === 'string'
  );
}

/** The author's focus point, when the image has a complete one. */
export function focusOf(image: JsonObject): Focus | undefined {
  const focus = image.focus as Focus | undefined;
  return focus && typeof focus.x === 'number' && typeof focus.y === 'number' ? focus : undefined;
}

/** The default the schema gives `field` of an object, written on the property or on the definition it uses. */
function defaultOfField(schemas: SchemaSet, owner: ResolvedSchema, field: string): unknown {
  const property = (owner.node.properties as Record<string, SchemaNode> | undefined)?.[field];
  if (!property) return undefined;
  return 'default' in property ? property.default : deref(schemas, property, owner.baseId).node.default;
}

/**
 * The layout of the image at `pointer` in a document: the `x-image-layout` written nearest to it on
 * the way down from the document, reading the fields it names from the data as written, with the
 * schema's defaults for the fields left out. Data with its defaults already filled in (the build's)
 * and data as the author wrote it (validation's) therefore get the same layout.
 */
export function imageLayoutAt(schemas: SchemaSet, rootId: string, data: unknown): LayoutAt {
  return (pointer) => {
    const along = schemasAlongPointer(schemas, rootId, data, pointer) ?? [];
    const annotated = along.map((schema) => imageLayoutAnnotationOf({ ...schema.node, ...schema.annotations }));
    const depth = annotated.findLastIndex((annotation) => annotation !== undefined);
    if (depth < 0) return imageLayoutOf(contentLayoutAnnotation, () => undefined);
    const owner = along[depth]!;
    const ownerValue = pointerSegments(pointer)
      .slice(0, depth)
      .reduce<unknown>((value, segment) => (value as JsonObject | undefined)?.[segment], data) as
      JsonObject | undefined;
    const field = (name: string) => ownerValue?.[name] ?? defaultOfField(schemas, owner, name);
    return imageLayoutOf(annotated[depth]!, field);
  };
}

/** A page's images: the share image at /image, each block's by the block's annotation. */
export const pageImageLayoutAt = (schemas: SchemaSet, page: unknown): LayoutAt =>
  imageLayoutAt(schemas, PAGE_SCHEMA_ID, page);

/** site.json's images: the share image and the logos. */
export const siteImageLayoutAt = (schemas: SchemaSet, site: unknown): LayoutAt =>
  imageLayoutAt(schemas, SITE_SCHEMA_ID, site);
