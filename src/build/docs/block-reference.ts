/**
 * The Markdown of docs/blocks.md: for the page and each block type its title, what it is for, a
 * table of fields (type, required, default, description, allowed values) and the schema's example.
 */
import path from 'node:path';
import prettier from 'prettier';
import {
  defaultSchemasDir,
  loadSchemas,
  PAGE_SCHEMA_ID,
  SCHEMA_ID_BASE,
  type SchemaNode,
  type SchemaSet,
} from '../validation/load-schemas';
import { deref, type ResolvedSchema } from '../validation/schema-at-pointer';
import { allowedValues } from './allowed-values';
import { anchorOf, cell, code } from './markdown';

const DEFS_ID = `${SCHEMA_ID_BASE}defs.schema.json`;

/** The JSON type(s) of a value kind: `const`/`enum` schemas often name none, their values do. */
function jsonTypes(node: SchemaNode): string {
  if (node.type !== undefined) return Array.isArray(node.type) ? node.type.join(' or ') : String(node.type);
  const values = 'const' in node ? [node.const] : Array.isArray(node.enum) ? node.enum : [];
  const types = [...new Set(values.map((value) => (Number.isInteger(value) ? 'integer' : typeof value)))];
  return types.length > 0 ? types.join(' or ') : 'any';
}

class ReferenceWriter {
  /** Shared object types (Link, Image) get one section of their own and are linked from every use. */
  readonly sharedTypes: Map<SchemaNode, string>;

  constructor(readonly schemas: SchemaSet) {
    const defs = schemas.byId.get(DEFS_ID)!;
    this.sharedTypes = new Map(
      Object.values((defs.definitions ?? {}) as Record<string, SchemaNode>)
        .filter((node) => node.type === 'object' && typeof node.title === 'string')
        .map((node) => [node, node.title as string]),
    );
  }

  /** A property's type as an author reads it: `string`, `Card[]`, [Link](#link). Values go in "Allowed values". */
  typeLabel(schema: ResolvedSchema, nested: ResolvedSchema[]): string {
    const { node } = schema;
    const shared = this.sharedTypes.get(node);
    if (shared) return `[${shared}](#${anchorOf(shared)})`;
    // The block union is listed once, under "Block types", rather than as one giant table.
    if (node.discriminator) return `[${schema.title ?? 'Union'}](#block-types)`;
    if (node.type === 'array' && node.items) {
      return `${this.typeLabel(deref(this.schemas, node.items as SchemaNode, schema.baseId), nested)}[]`;
    }
    if (node.type === 'object') {
      nested.push(schema);
      return schema.title ? `[${schema.title}](#${anchorOf(schema.title)})` : 'object';
    }
    return jsonTypes(node);
  }

  allowedValues(schema: ResolvedSchema): string {
    return allowedValues(schema.node, (item) => deref(this.schemas, item, schema.baseId).node);
  }

  /** The field table of one object schema, plus the tables of objects nested in it. */
  objectSection(schema: ResolvedSchema, level: number): string[] {
    const nested: ResolvedSchema[] = [];
    const required = new Set((schema.node.required as string[] | undefined) ?? []);
    const properties = Object.entries((schema.node.properties ?? {}) as Record<string, SchemaNode>);
    const rows = properties.map(([name, property]) => {
      const resolved = deref(this.schemas, property, schema.baseId);
      const fallback = 'default' in resolved.node ? code(resolved.node.default) : '';
      const defaultValue = 'default' in property ? code(property.default) : fallback;
      const description = [resolved.title, resolved.description].filter(Boolean).join(': ');
      const columns = [
        `\`${name}\``,
        this.typeLabel(resolved, nested),
        required.has(name) ? 'yes' : 'no',
        defaultValue,
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
      const heading = `${'#'.repeat(level)} ${child.title ?? 'Object'}`;
      lines.push(heading, '', child.description ?? '', '', ...this.objectSection(child, level));
    }
    return lines;
  }

  section(schema: ResolvedSchema, heading: string): string[] {
    const example = (schema.node.examples as unknown[] | undefined)?.[0];
    const lines = [`## ${heading}`, '', schema.description ?? '', '', ...this.objectSection(schema, 3)];
    if (example !== undefined) lines.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
    return lines;
  }
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
  const schemas = loadSchemas(schemasDir);
  const writer = new ReferenceWriter(schemas);
  const page = deref(schemas, schemas.byId.get(PAGE_SCHEMA_ID)!, PAGE_SCHEMA_ID);
  const union = (page.node.definitions as Record<string, SchemaNode>).block!;
  const blocks = ((union.oneOf as SchemaNode[]) ?? []).map((branch) => deref(schemas, branch, PAGE_SCHEMA_ID));
  const blockTypes = blocks.map((block) => {
    const type = String((block.node.properties as Record<string, SchemaNode>).type!.const);
    return `[\`${type}\`](#${anchorOf(block.title ?? '')})`;
  });
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
    ...blocks.flatMap((block) => writer.section(block, block.title ?? 'Block')),
    '## Shared types',
    '',
    ...[...writer.sharedTypes.keys()].flatMap((node) => {
      const shared = deref(schemas, node, DEFS_ID);
      return [`### ${shared.title}`, '', shared.description ?? '', '', ...writer.objectSection(shared, 4)];
    }),
  ];
  return prettier.format(lines.join('\n'), { ...(await prettier.resolveConfig(outFile)), filepath: outFile });
}
