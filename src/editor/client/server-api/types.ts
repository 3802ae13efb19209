/**
 * The editor's HTTP API as the client uses it: the contract's own types (src/editor/shared, which
 * the server implements), with documents typed as the JSON the form edits.
 */
import type * as Api from '../../shared/editor-api';
import type { Json } from '../document/json-pointer';

export type JsonSchema = { [key: string]: unknown };
export type Problem = Api.EditorProblem;
export type PageListing = Api.PageEntry;
export type PagesResponse = Api.PagesResponse;
export type CollectionListing = Api.CollectionListing;
export type CollectionEntryListing = Api.CollectionEntryListing;
export type EntryPreview = Api.EntryPreview;
export type FileResponse = Omit<Api.FileResponse, 'data'> & { data: Json };
export type CheckResponse = Omit<Api.CheckResponse, 'preview'> & {
  preview: { page: Json | null; site: Json; entry?: Api.EntryPreview };
};
export type SchemasResponse = {
  [K in keyof Api.SchemasResponse]: K extends 'blocks' | 'collections' ? Record<string, JsonSchema> : JsonSchema;
};
export type ImageInfo = Api.ImageEntry;
export type SiteReference = Api.SiteReferencesResponse['references'][number];

export type SaveResult =
  | { kind: 'saved'; version: string; text: string }
  | { kind: 'conflict'; disk: { text: string; version: string }; mine: { text: string } }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string };
