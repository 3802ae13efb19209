/**
 * Generates src/generated/schema-types.ts from schemas/ with json-schema-to-typescript.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import prettier from 'prettier';
import type { SchemaNode } from '../validation/load-schemas';
import { referenceOf } from '../validation/schema-at-pointer';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const schemasDir = path.join(root, 'schemas');
export const typesFile = path.join(root, 'src/generated/schema-types.ts');

/** The schemas whose root types the app imports; referenced schemas come along. */
const entryPoints = ['page.schema.json', 'site.schema.json', 'api/lead.schema.json'];

const HEADER = `/* eslint-disable */
/**
 * This file was automatically generated from schemas/ by src/build/codegen/generate-types.ts.
 * Do not edit it by hand: change the schema and run \`npm run gen:types\`.
 */
`;

/**
 * json-schema-to-typescript turns every titled subschema into a named alias
 * (Heading, Heading1, Heading2...). Only schema roots and definitions deserve names,
 * so titles are dropped everywhere else before compiling.
 */
function keepRootTitlesOnly(schema: unknown, isNamed: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((item) => keepRootTitlesOnly(item, false));
  if (schema === null || typeof schema !== 'object') return schema;
  // Annotations where a definition is used (a more specific description) would make every use a new
  // named type (Image1, Image2...); the referenced definition's type is the same.
  const reference = referenceOf(schema as SchemaNode);
  if (reference !== undefined) return { $ref: reference };
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'title' && !isNamed) continue;
    if (key === 'examples' || key === 'default') {
      result[key] = value;
    } else if (key === 'properties') {
      // Keys here are property names (a page's "title"), not annotations: keep every one.
      result[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, prop]) => [name, keepRootTitlesOnly(prop, false)]),
      );
    } else if (key === 'definitions') {
      result[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, def]) => [name, keepRootTitlesOnly(def, true)]),
      );
    } else {
      result[key] = keepRootTitlesOnly(value, false);
    }
  }
  return result;
}

const ID_BASE = 'https://page-engine.dev/schemas/';

export async function generateTypes(): Promise<string> {
  // One compile over a root that references every entry point, so shared
  // declarations (Image, Link...) are emitted once.
  const root = {
    title: 'SchemaTypes',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(entryPoints.map((file) => [file, { $ref: file }])),
  } as JSONSchema;
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
            return JSON.stringify(keepRootTitlesOnly(JSON.parse(await readFile(local, 'utf8')), true));
          },
        },
      },
    },
  });
  // The synthetic root is only a carrier; drop its interface.
  const body = ts.replace(/export interface SchemaTypes \{[\s\S]*?\n\}\n/, '');
  const source = HEADER + '\n' + body;
  return prettier.format(source, { ...(await prettier.resolveConfig(typesFile)), filepath: typesFile });
}
