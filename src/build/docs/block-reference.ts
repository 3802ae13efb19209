/**
 * The Markdown of docs/blocks.md: for the page, each block type and each collection's entry its title, what it is for, a
 * table of fields (type, required, default, description, allowed values) and the schema's example.
 */
import path from 'node:path';
import prettier from 'prettier';
import type { JsonSchema } from '../../schema/json-types';
import { createSchemaLayer, type ResolvedSchema, type SchemaLayer } from '../../schema/schema-layer';
import { defaultSchemasDir, loadSchemas, SCHEMA_ID_BASE, type SchemaNode } from '../validation/load-schemas';
import { referenceOf } from '../validation/reference-of';
import { allowedValues } from './allowed-values';
import { annotationReference } from './annotation-reference';
import { anchorOf, cell, code } from './markdown';
import { collections, type CollectionDefinition } from '../../collections/collections';

const DEFS_ID = `${SCHEMA_ID_BASE}defs.schema.json`;

/** The JSON type(s) of a value kind: `const`/`enum` schemas often name none, their values do. */
function jsonTypes(node: SchemaNode): string {
  if (node.type !== undefined) return Array.isArray(node.type) ? node.type.join(' or ') : String(node.type);
  const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : [];
  const types = [...new Set(values.map((value) => (Number.isInteger(value) ? 'integer' : typeof value)))];
  return types.length > 0 ? types.join(' or ') : 'any';
}

const titleOf = ({ schema }: ResolvedSchema) => (typeof schema.title === 'string' ? schema.title : undefined);
const descriptionOf = ({ schema }: ResolvedSchema) =>
  typeof schema.description === 'string' ? schema.description : undefined;

class ReferenceWriter {
  /** Shared object types (Link, Image) get one section of their own and are linked from every use, by their $ref. */
  readonly sharedTypes: Map<string, string>;

  constructor(readonly layer: SchemaLayer) {
    const defs = layer.resolve({ $ref: DEFS_ID }, DEFS_ID).schema;
    this.sharedTypes = new Map(
      Object.entries((defs.definitions ?? {}) as Record<string, SchemaNode>)
        .filter(([, node]) => node.type === 'object' && typeof node.title === 'string')
        .map(([name, node]) => [`${DEFS_ID}#/definitions/${name}`, node.title as string]),
    );
  }

  /** A property's type as an author reads it: `string`, `Card[]`, [Link](#link). Values go in "Allowed values". */
  typeLabel(node: JsonSchema, base: string, nested: ResolvedSchema[]): string {
    const reference = referenceOf(node);
    const shared = reference === undefined ? undefined : this.sharedTypes.get(new URL(reference, base).href);
    if (shared) return `[${shared}](#${anchorOf(shared)})`;
    const resolved = this.layer.resolve(node, base);
    const { schema } = resolved;
    // The block union is listed once, under "Block types", rather than as one giant table.
    if (schema.discriminator) return `[${titleOf(resolved) ?? 'Union'}](#block-types)`;
    if (schema.type === 'array' && schema.items)
      return `${this.typeLabel(schema.items as JsonSchema, resolved.base, nested)}[]`;
    if (schema.type === 'object') {
      nested.push(resolved);
      const title = titleOf(resolved);
      return title ? `[${title}](#${anchorOf(title)})` : 'object';
    }
    return jsonTypes(schema);
  }

  allowedValues(resolved: ResolvedSchema): string {
    return allowedValues(resolved.schema, (item) => this.layer.resolve(item, resolved.base).schema);
  }

  /** The field table of one object schema, plus the tables of objects nested in it. */
  objectSection(parent: ResolvedSchema, level: number): string[] {
    const nested: ResolvedSchema[] = [];
    const required = new Set((parent.schema.required as string[] | undefined) ?? []);
    const properties = Object.entries((parent.schema.properties ?? {}) as Record<string, SchemaNode>);
    const rows = properties.map(([name, property]) => {
      const resolved = this.layer.resolve(property, parent.base);
      const description = [titleOf(resolved), descriptionOf(resolved)].filter(Boolean).join(': ');
      const columns = [
        `\`${name}\``,
        this.typeLabel(property, parent.base, nested),
        required.has(name) ? 'yes' : 'no',
        'default' in resolved.schema ? code(resolved.schema.default) : '',
        description,
        this.allowedValues(resolved),
      ];
      return `| ${columns.map(cell).join(' | ')} |`;
    });
    const lines = [
      '| Field | Type | Required | Default | Description | Allowed values |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
    ];
    for (const child of nested) {
      const heading = `${'#'.repeat(level)} ${titleOf(child) ?? 'Object'}`;
      lines.push(heading, '', descriptionOf(child) ?? '', '', ...this.objectSection(child, level));
    }
    return lines;
  }

  section(resolved: ResolvedSchema, heading: string): string[] {
    const example = (resolved.schema.examples as unknown[] | undefined)?.[0];
    const lines = [`## ${heading}`, '', descriptionOf(resolved) ?? '', '', ...this.objectSection(resolved, 3)];
    if (example !== undefined) lines.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
    return lines;
  }
}

/** Each collection's entry, as a block is documented: what it is for, its fields and its example. */
function collectionsSection(writer: ReferenceWriter): string[] {
  const heading = (collection: CollectionDefinition) => `${collection.entryTitle} (${collection.folder})`;
  return [
    '## Collections',
    '',
    'Blog posts, job openings and news are entries of a collection: one JSON file per entry in its folder,',
    "named for the entry's address (content/posts/robot-safety.json is /blogs/robot-safety: lower-case words",
    "joined by '-'), with `$schema` leading to its schema in schemas/collections/. `npm run validate` checks them",
    'as it checks pages.',
    '',
    collections.map((collection) => `[${collection.title}](#${anchorOf(heading(collection))})`).join(', '),
    '',
    ...collections.flatMap((collection) => writer.section(writer.layer.root(collection.root), heading(collection))),
  ];
}

export interface GenerateDocsOptions {
  /** @default the project's schemas/ */
  schemasDir?: string;
  /** The file the Markdown is for: its Prettier config formats it. @default docs/blocks.md */
  outFile?: string;
}

/** Where `npm run docs` writes the block reference. */
export const docsFile = path.resolve(defaultSchemasDir, '../docs/blocks.md');

/** The whole of docs/blocks.md, formatted as Prettier would format the checked-in file. */
export async function generateDocs(options: GenerateDocsOptions = {}): Promise<string> {
  const schemasDir = options.schemasDir ?? defaultSchemasDir;
  const outFile = options.outFile ?? path.resolve(schemasDir, '../docs/blocks.md');
  const documents = [...loadSchemas(schemasDir).byId.values()];
  const layer = createSchemaLayer(documents);
  const writer = new ReferenceWriter(layer);
  const page = layer.page();
  const union = (page.schema.definitions as Record<string, SchemaNode>).block!;
  const blockTypes = layer.blockTypes.map(({ type, title }) => `[\`${type}\`](#${anchorOf(title)})`);
  const lines = [
    '<!-- Generated from schemas/ by `npm run docs`. Do not edit: change the schemas and run `npm run docs`. -->',
    '',
    '# Page and block reference',
    '',
    'Every page is a JSON file in pages/ that follows schemas/page.schema.json. Its `blocks` list holds the blocks',
    'below, top to bottom; each block names its kind in `type`. Run `npm run validate` to check your pages.',
    'In `npm run dev`, the page `/__blocks` shows every block rendered from its schema examples.',
    '',
    ...writer.section(page, 'Page'),
    '## Block types',
    '',
    union.description ?? '',
    '',
    blockTypes.join(', '),
    '',
    ...layer.blockTypes.flatMap(({ schema, title }) => writer.section(schema, title)),
    ...collectionsSection(writer),
    '## Shared types',
    '',
    ...[...writer.sharedTypes.keys()].flatMap((reference) => {
      const shared = layer.resolve({ $ref: reference }, DEFS_ID);
      return [`### ${titleOf(shared)}`, '', descriptionOf(shared) ?? '', '', ...writer.objectSection(shared, 4)];
    }),
    // Not a page, but written by authors and the editor beside them, and validated with them.
    ...writer.section(layer.root('redirects'), 'Redirects (redirects.json)'),
    ...annotationReference(documents),
  ];
  return prettier.format(lines.join('\n'), { ...(await prettier.resolveConfig(outFile)), filepath: outFile });
}
