import type { Json } from '../document/json-pointer';
import { apiPath, CHANGE_HEADERS } from './api-address';
import type {
  CheckResponse,
  CollectionListing,
  FileResponse,
  ImageInfo,
  PagesResponse,
  SaveResult,
  SchemasResponse,
  SiteReference,
} from './types';

/** An answer the server refused, with its own words (`error`) for the author. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `The editor server answered ${status}.`);
    this.name = 'ApiError';
  }
}

/** A request to the API at `path` (relative to its base, api-address.ts); every change carries CHANGE_HEADERS. */
function send(method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
  const changes = method !== 'GET' && method !== 'HEAD';
  return fetch(apiPath(path), {
    method,
    headers: { ...(changes ? CHANGE_HEADERS : {}), ...init.headers },
    body: init.body,
  });
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await send(
    method,
    path,
    body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  const parsed = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

const query = (file: string) => `file=${encodeURIComponent(file)}`;

export const editorApi = {
  pages: () => call<PagesResponse>('GET', 'pages'),
  schemas: () => call<SchemasResponse>('GET', 'schemas'),
  collections: () => call<{ collections: CollectionListing[] }>('GET', 'collections').then((r) => r.collections),
  createEntry: (collection: string, title: string) =>
    call<{ file: string; slug: string }>('POST', 'entries', { collection, title }),
  renameEntry: (file: string, slug: string) =>
    call<{ file: string; slug: string; updated: string[] }>('POST', 'entries/rename', { file, slug }),
  routes: () => call<{ routes: string[] }>('GET', 'routes').then((r) => r.routes),
  images: () => call<{ images: ImageInfo[] }>('GET', 'images').then((r) => r.images),
  siteReferences: () => call<{ references: SiteReference[] }>('GET', 'site-references').then((r) => r.references),
  readFile: (file: string) => call<FileResponse>('GET', `file?${query(file)}`),
  check: (file: string, data: Json) => call<CheckResponse>('POST', 'check', { file, data }),
  createPage: (route: string, template: string, title?: string) =>
    call<{ file: string; route: string }>('POST', 'pages', { route, template, ...(title ? { title } : {}) }),
  duplicatePage: (file: string, route: string) =>
    call<{ file: string; route: string }>('POST', 'pages/duplicate', { file, route }),
  movePage: (file: string, route: string) =>
    call<{ file: string; route: string; updated: string[] }>('POST', 'pages/move', { file, route }),
  /** `redirectTo`: the page a deleted page's visitors are sent to (the server's default is the home page, /). */
  deleteFile: (file: string, redirectTo?: string) =>
    call<{ deleted: string }>(
      'DELETE',
      `file?${query(file)}${redirectTo ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    ),

  async uploadImage(file: File): Promise<string> {
    const response = await send('POST', `images?name=${encodeURIComponent(file.name)}`, {
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      body: file,
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) throw new ApiError(response.status, body);
    return body.src as string;
  },

  /** PUT /api/file: the four outcomes an author must be told apart. */
  async save(file: string, data: Json, baseVersion: string): Promise<SaveResult> {
    const response = await send('PUT', 'file', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ file, data, baseVersion }),
    });
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the four answer shapes are told apart by status below
    const body = (await response.json().catch(() => ({}))) as any;
    if (response.ok) return { kind: 'saved', version: body.version, text: body.text };
    if (response.status === 409) return { kind: 'conflict', disk: body.disk, mine: body.mine };
    if (response.status === 422) return { kind: 'invalid', problems: body.problems };
    return { kind: 'failed', message: (body.error as string | undefined) ?? `The server answered ${response.status}.` };
  },
};
