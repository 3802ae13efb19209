/** The schema layer: everything any part of the project asks about schemas/, with no Node-only code. */
export {
  addAnnotationKeywords,
  annotationKeywords,
  isAnnotationKeyword,
  INPUT_ANNOTATIONS,
  richTextOptionsOf,
} from './annotations.ts';
export type { AnnotationKeyword, InputAnnotation, KeywordRegistry, RichTextOptions } from './annotations.ts';
export { defaultOf } from './default-value.ts';
export { enumKey, enumOptions, enumValue } from './enum-options.ts';
export type { EnumOption } from './enum-options.ts';
export { fieldLabel } from './field-label.ts';
export { FIELD_TITLE_SEPARATOR, fieldTitle, titlePath } from './field-title.ts';
export { freshId } from './fresh-ids.ts';
export { inputKind, typesOf } from './input-kind.ts';
export type { InputKind } from './input-kind.ts';
export { escapePointerToken, getAtPointer, joinPointer, parsePointer, unescapePointerToken } from './json-pointer.ts';
export { isJsonObject } from './json-types.ts';
export type { Json, JsonSchema } from './json-types.ts';
export { mergeSchemas } from './merge-schemas.ts';
export { newItem, withFreshIds } from './new-item.ts';
export {
  BANNER_PLACEHOLDER_SRC,
  ITEM_PLACEHOLDER_SRC,
  PLACEHOLDER_IMAGES_DIR,
  isPlaceholderImage,
} from './placeholder-images.ts';
export { PAGE_SCHEMA_ID, SCHEMA_ID_BASE, SITE_SCHEMA_ID } from './schema-ids.ts';
export { createSchemaLayer, tagOf } from './schema-layer.ts';
export type { BlockType, DocumentRoot, ResolvedSchema, SchemaLayer } from './schema-layer.ts';
export { TODO_MARKER, todoText } from './todo-marker.ts';
