/**
 * The HTTP contract between the page editor's server (src/editor/server) and its browser UI
 * (src/editor/client): request and response bodies of every /api route. Types only, so the client
 * bundle gets nothing from here at run time.
 */

/** One problem as `npm run validate` reports it, located in the file as it would be saved. */
export interface EditorProblem {
  /** The catalogue rule ('dead-internal-link'). */
  id: string;
  severity: 'error' | 'warning';
  message: string;
  hint?: string;
  /** The schema titles of the field, outside in: 'Card grid › Card › Title'. */
  field?: string;
  /** JSON pointer into the document: '/blocks/2/heading'; '' for the whole document. */
  pointer: string;
  line?: number;
  column?: number;
  /** Project-relative file: 'pages/about.json'. Usually the edited file; links may break elsewhere. */
  file: string;
}

export interface PageEntry {
  file: string;
  route: string;
  title: string;
  /**
   * For a page at an address the site keeps for itself (/robots.txt, /admin/…, made before such addresses were
   * refused): why it cannot be published there and what moving or deleting it does, in the author's words.
   */
  reserved?: string;
}

export interface PagesResponse {
  pages: PageEntry[];
  site: { file: 'site.json' };
}

export interface FileResponse {
  file: string;
  /** The bytes on disk. */
  text: string;
  /** Parsed, and migrated when it was behind the current schema version. */
  data: unknown;
  /** sha256 hex of the bytes on disk: send it back as baseVersion when saving. */
  version: string;
  /** The schema version the page was at when it had to be migrated on opening. */
  migratedFrom?: number;
}

export interface SaveRequest {
  file: string;
  data: unknown;
  baseVersion: string;
}

export interface SaveResponse {
  version: string;
  text: string;
}

export interface ConflictResponse {
  error: 'conflict';
  disk: { text: string; version: string };
  mine: { text: string };
}

export interface InvalidResponse {
  error: 'invalid';
  problems: EditorProblem[];
}

export interface CheckRequest {
  file: string;
  data: unknown;
}

export interface CheckResponse {
  problems: EditorProblem[];
  /**
   * What the renderer receives in production: schema defaults filled in, site references resolved,
   * images resolved by the build's pipeline (width/height from the file, a photo's `rendition` whose
   * files GET /assets/images/... serves).
   */
  preview: { page: unknown; site: unknown; entry?: EntryPreview };
}

/**
 * An entry's preview: its own page and the page that lists it, each rendered from the entry as the
 * author has typed it (as the build renders it), or null when it has none.
 */
export interface EntryPreview {
  detail?: { route: string; page: unknown | null };
  list?: { route: string; page: unknown | null };
  /** Why a view could not be made, in the author's words. */
  note?: string;
  /** When the entry is not on the site although previewed: "Scheduled: goes live on …", "Closed: …". */
  timing?: string;
}

export type TemplateName = 'product' | 'solution' | 'plain';

export interface CreatePageRequest {
  route: string;
  template: TemplateName;
  title?: string;
}

export interface DuplicatePageRequest {
  file: string;
  route: string;
}

export interface MovePageRequest {
  file: string;
  route: string;
}

export interface CreatedPageResponse {
  file: string;
  route: string;
}

export interface MovedPageResponse {
  file: string;
  route: string;
  /** Every other file whose internal links to the old route were rewritten. */
  updated: string[];
  /** For a page moved away from an address the site keeps: what became of that address. */
  note?: string;
}

export interface RenameEntryRequest {
  file: string;
  /** The new last part of the address ('belt-conveyors'); words are made a slug as a title is. */
  slug: string;
}

export interface RenamedEntryResponse {
  file: string;
  slug: string;
  /** The entry's page's new address, for collections whose entries have a page. */
  route?: string;
  /** Every other file whose internal links to the old address were rewritten. */
  updated: string[];
}

export interface DeletedResponse {
  deleted: string;
  /** For a page deleted from an address the site keeps: what became of that address. */
  note?: string;
}

export interface LinkedResponse {
  error: 'linked';
  linkedFrom: { file: string; route?: string }[];
}

/** One entry of a collection as the editor lists it. */
export interface CollectionEntryListing {
  /** 'content/posts/robot-cells.json'. */
  file: string;
  slug: string;
  /** The entry's title, or a news item's headline; the slug when it has neither. */
  title: string;
  /** Its date (`date`, a job's `datePosted`): ISO, or undefined when missing. */
  date?: string;
  /** Its `publishAt` is still to come: not on the site yet. */
  scheduled: boolean;
  /** A job past its `validThrough`: gone from the site. */
  expired: boolean;
  /** The address of its own page, for collections whose entries have one. */
  route?: string;
}

export interface CollectionListing {
  /** 'posts', 'jobs', 'news'. */
  name: string;
  /** 'Blog posts'. */
  title: string;
  /** 'Blog post'. */
  entryTitle: string;
  /** Newest first. */
  entries: CollectionEntryListing[];
}

export interface CollectionsResponse {
  collections: CollectionListing[];
}

export interface CreateEntryRequest {
  collection: string;
  title: string;
}

export interface CreatedEntryResponse {
  file: string;
  slug: string;
}

export interface RoutesResponse {
  routes: string[];
}

export interface SiteReferencesResponse {
  references: { token: string; value: string }[];
}

export interface ImageEntry {
  /** The URL the site uses: '/images/hero/x.webp'. */
  src: string;
  width?: number;
  height?: number;
  bytes: number;
  /** 'png', 'jpeg', 'webp', 'gif', 'avif', 'svg'. */
  type: string;
}

export interface ImagesResponse {
  images: ImageEntry[];
}

export interface UploadResponse {
  src: string;
}

/** 409 to an upload whose name is taken: the refusal, and a free name the author may upload it as instead. */
export interface UploadNameTakenResponse {
  error: string;
  /** The name relative to public/images/, like the `name` the upload asked for: 'robot-2.jpg'. */
  freeName: string;
}

export interface SchemasResponse {
  page: unknown;
  site: unknown;
  /** schemas/defs.schema.json: the shared definitions the others $ref. */
  defs: unknown;
  /** Every block schema, by its `type`. */
  blocks: Record<string, unknown>;
  /** Every collection's schema (schemas/collections/), by collection name ('posts'). */
  collections: Record<string, unknown>;
}

/** Any refusal: 400, 403, 404, 413, 415. */
export interface ErrorResponse {
  error: string;
}
