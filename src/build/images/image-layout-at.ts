import { imageLayoutAnnotationOf } from '../../schema/image-layout-annotation.ts';
import { defaultOf } from '../../schema/default-value.ts';
import { getAtPointer, joinPointer, parsePointer } from '../../schema/json-pointer.ts';
import { isJsonObject, type Json } from '../../schema/json-types.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
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

/**
 * The layout of the image at `pointer` in a document: the `x-image-layout` written nearest to it on
 * the way down from the document, reading the fields it names from the data as written, with the
 * schema's defaults for the fields left out. Data with its defaults already filled in (the build's)
 * and data as the author wrote it (validation's) therefore get the same layout.
 */
export function imageLayoutAt(layer: SchemaLayer, root: DocumentRoot, data: unknown): LayoutAt {
  return (pointer) => {
    const along = layer.along(root, data as Json, pointer) ?? [];
    const depth = along.findLastIndex(({ schema }) => imageLayoutAnnotationOf(schema) !== undefined);
    if (depth < 0) return imageLayoutOf(contentLayoutAnnotation, () => undefined);
    const owner = along[depth]!;
    const ownerValue = getAtPointer(data, joinPointer(parsePointer(pointer).slice(0, depth))) as Json | undefined;
    const field = (name: string) => {
      const value = isJsonObject(ownerValue) ? ownerValue[name] : undefined;
      if (value !== undefined) return value;
      const schema = layer.child(owner, name, ownerValue);
      return schema && defaultOf(schema);
    };
    return imageLayoutOf(imageLayoutAnnotationOf(owner.schema)!, field);
  };
}

/** A page's images: the share image at /image, each block's by the block's annotation. */
export const pageImageLayoutAt = (layer: SchemaLayer, page: unknown): LayoutAt => imageLayoutAt(layer, 'page', page);

/** site.json's images: the share image and the logos. */
export const siteImageLayoutAt = (layer: SchemaLayer, site: unknown): LayoutAt => imageLayoutAt(layer, 'site', site);
