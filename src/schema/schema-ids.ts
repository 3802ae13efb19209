/** Every schema in schemas/ has an `$id` under this base; relative `$ref`s resolve against it as AJV does. */
export const SCHEMA_ID_BASE = 'https://page-engine.dev/schemas/';
export const PAGE_SCHEMA_ID = `${SCHEMA_ID_BASE}page.schema.json`;
export const SITE_SCHEMA_ID = `${SCHEMA_ID_BASE}site.schema.json`;
export const REDIRECTS_SCHEMA_ID = `${SCHEMA_ID_BASE}redirects.schema.json`;
/** The collections' entry schemas (src/collections/collections.ts names their folders). */
export const POST_SCHEMA_ID = `${SCHEMA_ID_BASE}collections/post.schema.json`;
export const JOB_SCHEMA_ID = `${SCHEMA_ID_BASE}collections/job.schema.json`;
export const NEWS_SCHEMA_ID = `${SCHEMA_ID_BASE}collections/news.schema.json`;
