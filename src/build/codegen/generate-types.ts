/**
 * Generates from schemas/ with json-schema-to-typescript: src/generated/schema-types.ts (data as
 * authors write it) and src/generated/received-types.ts (as components receive it, defaults filled).
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import { withReferencedDefaults } from '../validation/inherit-referenced-defaults';
import { loadSchemas, type SchemaNode } from '../validation/load-schemas';
import { referenceOf } from '../validation/reference-of';
import { BUILD_FILLED_IMPORTS, withBuildFilledFields } from './build-filled-fields';
import { collections, type CollectionDefinition } from '../../collections/collections';

/**
 * The type name of each collection's entry. Its schema's title is the author's word ('Blog post'),
 * which code would read as `BlogPost`; code says `Post` (and `NewsEntry`: `NewsItem` reads as the
 * news carousel's item).
 */
const entryTypeNames: Record<CollectionDefinition['schemaFile'], string> = {
  'collections/post.schema.json': 'Post',
  'collections/job.schema.json': 'Job',
  'collections/news.schema.json': 'NewsEntry',
};

const root = fileURLToPath(new URL('../../../', import.meta.url));
const schemasDir = path.join(root, 'schemas');
export const typesFile = path.join(root, 'src/generated/schema-types.ts');
export const receivedTypesFile = path.join(root, 'src/generated/received-types.ts');

/**
 * Which shape of the data a set of types describes. 'authored': as written in pages/ and site.json.
 * 'received': after the build filled in schema defaults (apply-schema-defaults.ts), so every property
 * with a `default` is required and each named type is prefixed `Received` (`ReceivedBanner`).
 */
export type TypesVariant = 'authored' | 'received';

/** The schemas whose root types the app imports; referenced schemas come along. */
const entryPoints: Record<TypesVariant, string[]> = {
  authored: [
    'page.schema.json',
    'site.schema.json',
    'redirects.schema.json',
    'api/lead.schema.json',
    ...collections.map(({ schemaFile }) => schemaFile),
  ],
  // Lead bodies are sent by the browser and checked by the server: no defaults are filled in.
  received: ['page.schema.json', 'site.schema.json'],
};

const HEADER = `/* eslint-disable */
/**
 * This file was automatically generated from schemas/ by src/build/codegen/generate-types.ts.
 * Do not edit it by hand: change the schema and run \`npm run gen:types\`.
 */
`;

const RECEIVED_HEADER = `/* eslint-disable */
/**
 * This file was automatically generated from schemas/ by src/build/codegen/generate-types.ts.
 * Do not edit it by hand: change the schema and run \`npm run gen:types\`.
 *
 * The data as components receive it: the build fills in every schema default, so each property
 * with a \`default\` is required here (see src/build/validation/apply-schema-defaults.ts), and
 * images carry what the build reads from their files (src/build/codegen/build-filled-fields.ts).
 */
${BUILD_FILLED_IMPORTS}`;

/**
 * json-schema-to-typescript turns every titled subschema into a named alias
 * (Heading, Heading1, Heading2...). Only schema roots and definitions deserve names,
 * so titles are dropped everywhere else before compiling.
 */
function keepRootTitlesOnly(schema: unknown, isNamed: boolean, variant: TypesVariant): unknown {
  const recurse = (child: unknown, named = false) => keepRootTitlesOnly(child, named, variant);
  if (Array.isArray(schema)) return schema.map((item) => recurse(item));
  if (schema === null || typeof schema !== 'object') return schema;
  // Annotations where a definition is used (a more specific description) would make every use a new
  // named type (Image1, Image2...); the referenced definition's type is the same.
  const reference = referenceOf(schema as SchemaNode);
  if (reference !== undefined) return { $ref: reference };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // Our `x-` annotations (src/schema/annotations.ts) say how the editor and the build treat a value,
    // never its type: json-schema-to-typescript would copy unknown keywords into doc comments.
    if (key.startsWith('x-')) continue;
    if (key === 'title' && !isNamed) continue;
    // "At least one of these fields" (a job's e-mail or address, cards or a query): validation holds it;
    // as a type it would only add an index signature that accepts any property.
    if (key === 'anyOf' && isRequiredOnlyChoice(value)) continue;
    if (key === 'title' && variant === 'received') {
      result[key] = `Received ${String(value)}`;
    } else if (key === 'required' && variant === 'received') {
      result[key] = [...new Set([...(value as string[]), ...defaultedProperties(schema as SchemaNode)])];
    } else if (key === 'examples' || key === 'default') {
      result[key] = value;
    } else if (key === 'properties') {
      // Keys here are property names (a page's "title"), not annotations: keep every one.
      result[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, prop]) => [name, recurse(prop)]),
      );
    } else if (key === 'definitions') {
      result[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, def]) => [name, recurse(def, true)]),
      );
    } else {
      result[key] = recurse(value);
    }
  }
  if (variant === 'received' && !('required' in result) && defaultedProperties(schema as SchemaNode).length > 0) {
    result.required = defaultedProperties(schema as SchemaNode);
  }
  return result;
}

/**
 * `anyOf: [{ required: ['email'] }, { required: ['url'] }]`: "at least one of these fields" (a job's
 * e-mail or address; cards or a query that fills them), a choice of required fields and nothing else.
 */
function isRequiredOnlyChoice(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((member) => member !== null && typeof member === 'object' && Object.keys(member).join() === 'required')
  );
}

/**
 * The properties AJV's useDefaults fills in: those whose own subschema has a `default` (a default
 * behind a $ref or inside oneOf is never applied, so it does not make the property required).
 */
function defaultedProperties(schema: SchemaNode): string[] {
  const properties = (schema.properties ?? {}) as Record<string, SchemaNode>;
  return Object.entries(properties)
    .filter(([, property]) => property !== null && typeof property === 'object' && 'default' in property)
    .map(([name]) => name);
}

const ID_BASE = 'https://page-engine.dev/schemas/';

/** The source of `variant`'s types file (typesFile or receivedTypesFile), formatted. */
export async function generateTypes(variant: TypesVariant = 'authored'): Promise<string> {
  // One compile over a root that references every entry point, so shared
  // declarations (Image, Link...) are emitted once.
  const root = {
    title: 'SchemaTypes',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(entryPoints[variant].map((file) => [file, { $ref: file }])),
  } as JSONSchema;
  // Defaults kept once in a shared definition are filled in where it is used, as the build does.
  const receivedSchemas = variant === 'received' ? withReferencedDefaults(loadSchemas(schemasDir)) : undefined;
  const ts = await compile(root, '', {
    cwd: schemasDir,
    bannerComment: '',
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    format: false,
    $refOptions: {
      resolve: {
        // Schemas reference each other by relative path; their https $ids are never fetched.
        http: false,
        file: {
          order: 1,
          canRead: true,
          read: async (file: { url: string }) => {
            const local = file.url.startsWith(ID_BASE)
              ? path.join(schemasDir, file.url.slice(ID_BASE.length))
              : fileURLToPath(new URL(file.url, 'file://'));
            const id = ID_BASE + path.relative(schemasDir, local).split(path.sep).join('/');
            const received = receivedSchemas?.byId.get(id);
            const schema = received ? withBuildFilledFields(id, received) : JSON.parse(await readFile(local, 'utf8'));
            const typed = keepRootTitlesOnly(schema, true, variant) as Record<string, unknown>;
            const entryTypeName = entryTypeNames[id.slice(ID_BASE.length) as CollectionDefinition['schemaFile']];
            return JSON.stringify(entryTypeName ? { ...typed, title: entryTypeName } : typed);
          },
        },
      },
    },
  });
  // The synthetic root is only a carrier; drop its interface.
  const body = ts.replace(/export interface SchemaTypes \{[\s\S]*?\n\}\n/, '');
  const file = variant === 'authored' ? typesFile : receivedTypesFile;
  const source = (variant === 'authored' ? HEADER : RECEIVED_HEADER) + '\n' + body;
  return prettier.format(source, { ...(await prettier.resolveConfig(file)), filepath: file });
}
