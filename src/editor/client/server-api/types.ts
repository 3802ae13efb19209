/**
 * The editor's HTTP API as the client uses it (documented in the editor contract; the server
 * implements it in src/editor/server). Kept beside the client so the UI does not depend on server code.
 */
import type { Json } from '../document/json-pointer';

export type JsonSchema = { [key: string]: unknown };

export interface Problem {
  id: string;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  /** The field's schema titles, outside in ('Banner › Image › Alternative text'). */
  field?: string;
  /** JSON pointer of the field the problem is about ('/blocks/2/heading'). */
  pointer: string;
  line?: number;
  column?: number;
  file: string;
}

export interface PageListing {
  file: string;
  route: string;
  title: string;
}

export interface PagesResponse {
  pages: PageListing[];
  site: { file: string };
}

export interface FileResponse {
  file: string;
  text: string;
  data: Json;
  version: string;
  migratedFrom?: number;
}

export interface CheckResponse {
  problems: Problem[];
  preview: { page: Json | null; site: Json };
}

export interface SchemasResponse {
  page: JsonSchema;
  site: JsonSchema;
  defs: JsonSchema;
  blocks: Record<string, JsonSchema>;
}

export interface ImageInfo {
  src: string;
  width: number;
  height: number;
  bytes: number;
  type: string;
}

export interface SiteReference {
  token: string;
  value: string;
}

export type SaveResult =
  | { kind: 'saved'; version: string; text: string }
  | { kind: 'conflict'; disk: { text: string; version: string }; mine: { text: string } }
  | { kind: 'invalid'; problems: Problem[] }
  | { kind: 'failed'; message: string };
