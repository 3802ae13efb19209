/** The schema layer: everything any part of the project asks about schemas/, with no Node-only code. */
export { addAnnotationKeywords, annotationKeywords, isAnnotationKeyword, INPUT_ANNOTATIONS } from './annotations';
export type { AnnotationKeyword, InputAnnotation, KeywordRegistry } from './annotations';
export { defaultOf } from './default-value';
export { enumKey, enumOptions, enumValue } from './enum-options';
export type { EnumOption } from './enum-options';
export { fieldLabel } from './field-label';
export { FIELD_TITLE_SEPARATOR, fieldTitle, titlePath } from './field-title';
export { freshId } from './fresh-ids';
export { inputKind, typesOf } from './input-kind';
export type { InputKind } from './input-kind';
export { escapePointerToken, getAtPointer, joinPointer, parsePointer, unescapePointerToken } from './json-pointer';
export { isJsonObject } from './json-types';
export type { Json, JsonSchema } from './json-types';
export { mergeSchemas } from './merge-schemas';
export { newItem, withFreshIds } from './new-item';
export {
  BANNER_PLACEHOLDER_SRC,
  ITEM_PLACEHOLDER_SRC,
  PLACEHOLDER_IMAGES_DIR,
  isPlaceholderImage,
} from './placeholder-images';
export { PAGE_SCHEMA_ID, SCHEMA_ID_BASE, SITE_SCHEMA_ID } from './schema-ids';
export { createSchemaLayer, tagOf } from './schema-layer';
export type { BlockType, DocumentRoot, ResolvedSchema, SchemaLayer } from './schema-layer';
export { TODO_MARKER, todoText } from './todo-marker';
