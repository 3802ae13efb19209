import { templates } from '../../build/scaffold/templates/index.ts';
import { collections } from '../../collections/collections.ts';

/**
 * JSON Schemas of the HTTP contract's requests (src/editor/shared/editor-api.ts), one per route,
 * checked by Fastify before a handler runs. Each field carries, as `description`, the words a
 * refusal uses for it (request-problem.ts): "The request must name the page file (file)."
 */
type Schema = Record<string, unknown>;

const text = (description: string): Schema => ({ type: 'string', minLength: 1, description });
const file = text('name the page file (file)');
const route = text('give the new route (route), e.g. /product/x');
const anyJson = (description: string): Schema => ({ description });

function object(properties: Record<string, Schema>, required: string[]): Schema {
  return { type: 'object', properties, required, additionalProperties: false };
}

export const FILE_QUERY = object({ file }, ['file']);

/** Deleting a page sends its visitors on (redirects.json, 301): to `redirectTo`, the home page when omitted. */
export const DELETE_QUERY = object(
  { file, redirectTo: text('give the address its visitors go to instead (redirectTo), e.g. /product') },
  ['file'],
);

export const UPLOAD_QUERY = object({ name: text("give the picture's name (?name=picture.jpg)") }, ['name']);

export const SAVE_BODY = object(
  {
    file,
    data: anyJson("carry the document's content (data)"),
    baseVersion: text('say which version of the file was opened (baseVersion)'),
  },
  ['file', 'data', 'baseVersion'],
);

export const CHECK_BODY = object({ file, data: anyJson("carry the document's content (data)") }, ['file', 'data']);

export const CREATE_PAGE_BODY = object(
  {
    route,
    template: { type: 'string', enum: Object.keys(templates), description: 'choose a template (template)' },
    title: { type: 'string', description: 'give a title (title)' },
  },
  ['route'],
);

export const CREATE_ENTRY_BODY = object(
  {
    collection: {
      type: 'string',
      enum: collections.map((collection) => collection.name),
      description: 'name the collection (collection): posts, jobs or news',
    },
    title: { type: 'string', description: 'give a title (title)' },
  },
  ['collection', 'title'],
);

export const PAGE_AT_ROUTE_BODY = object({ file, route }, ['file', 'route']);

export const RENAME_ENTRY_BODY = object(
  {
    file: text('name the entry file (file)'),
    slug: text("give the new address's last part (slug), e.g. belt-conveyors"),
  },
  ['file', 'slug'],
);
