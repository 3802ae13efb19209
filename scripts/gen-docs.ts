/**
 * Generates docs/blocks.md from schemas/: for the page and each block type its title, description,
 * a table of properties (type, required, default, description) and the schema's example.
 * `--check` exits 1 when the checked-in file differs, so `npm test` catches a schema edit
 * without regenerated docs.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import { loadSchemas, PAGE_SCHEMA_ID, SCHEMA_ID_BASE, type SchemaNode } from '../src/engine/validation/load-schemas';
import { deref, type ResolvedSchema } from '../src/engine/validation/schema-at-pointer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outFile = path.join(root, 'docs/blocks.md');
const schemas = loadSchemas(path.join(root, 'schemas'));
const defs = schemas.byId.get(`${SCHEMA_ID_BASE}defs.schema.json`)!;

/** Shared object types (Link, Image) get one section of their own and are linked from every use. */
const sharedTypes = new Map<SchemaNode, string>(
  Object.values((defs.definitions ?? {}) as Record<string, SchemaNode>)
    .filter((node) => node.type === 'object' && typeof node.title === 'string')
    .map((node) => [node, node.title as string]),
);

const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

/** A property's type as an author reads it: `string`, `'muted' \| 'brand'`, `Card[]`, [Link](#link). */
function typeLabel(schema: ResolvedSchema, nested: ResolvedSchema[]): string {
  const { node } = schema;
  const shared = sharedTypes.get(node);
  if (shared) return `[${shared}](#${anchorOf(shared)})`;
  if ('const' in node) return code(node.const);
  if (Array.isArray(node.enum)) return node.enum.map(code).join(' or ');
  // The block union is listed once, under "Block types", rather than as one giant table.
  if (node.discriminator) return `[${schema.title ?? 'Union'}](#block-types)`;
  if (node.type === 'array' && node.items) {
    return `${typeLabel(deref(schemas, node.items as SchemaNode, schema.baseId), nested)}[]`;
  }
  if (node.type === 'object') {
    nested.push(schema);
    return schema.title ? `[${schema.title}](#${anchorOf(schema.title)})` : 'object';
  }
  const types = Array.isArray(node.type) ? node.type.join(' or ') : String(node.type ?? 'any');
  return typeof node.format === 'string' ? `${types} (${node.format})` : types;
}

/** The property table of one object schema, plus the tables of objects nested in it. */
function objectSection(schema: ResolvedSchema, level: number): string[] {
  const nested: ResolvedSchema[] = [];
  const required = new Set((schema.node.required as string[] | undefined) ?? []);
  const properties = Object.entries((schema.node.properties ?? {}) as Record<string, SchemaNode>);
  const rows = properties.map(([name, property]) => {
    const resolved = deref(schemas, property, schema.baseId);
    const fallback = 'default' in resolved.node ? code(resolved.node.default) : '';
    const defaultValue = 'default' in property ? code(property.default) : fallback;
    const description = [resolved.title, resolved.description].filter(Boolean).join(': ');
    return `| \`${name}\` | ${cell(typeLabel(resolved, nested))} | ${required.has(name) ? 'yes' : 'no'} | ${cell(defaultValue)} | ${cell(description)} |`;
  });
  const lines = [
    '| Property | Type | Required | Default | Description |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
  for (const child of nested) {
    lines.push(
      `${'#'.repeat(level)} ${child.title ?? 'Object'}`,
      '',
      child.description ?? '',
      '',
      ...objectSection(child, level),
    );
  }
  return lines;
}

function section(schema: ResolvedSchema, heading: string): string[] {
  const example = (schema.node.examples as unknown[] | undefined)?.[0];
  const lines = [`## ${heading}`, '', schema.description ?? '', '', ...objectSection(schema, 3)];
  if (example !== undefined) lines.push('Example:', '', '```json', JSON.stringify(example, null, 2), '```', '');
  return lines;
}

export async function generateDocs(): Promise<string> {
  const page = deref(schemas, schemas.byId.get(PAGE_SCHEMA_ID)!, PAGE_SCHEMA_ID);
  const union = (page.node.definitions as Record<string, SchemaNode>).block!;
  const blocks = ((union.oneOf as SchemaNode[]) ?? []).map((branch) => deref(schemas, branch, PAGE_SCHEMA_ID));
  const blockTypes = blocks.map((block) => {
    const type = String((block.node.properties as Record<string, SchemaNode>).type!.const);
    return `[\`${type}\`](#${anchorOf(block.title ?? '')})`;
  });
  const lines = [
    '<!-- Generated from schemas/ by scripts/gen-docs.ts. Do not edit: change the schemas and run `npm run gen:docs`. -->',
    '',
    '# Page and block reference',
    '',
    'Every page is a JSON file in pages/ that follows schemas/page.schema.json. Its `blocks` list holds the blocks',
    'below, top to bottom; each block names its kind in `type`. Run `npm run validate` to check your pages.',
    '',
    ...section(page, 'Page'),
    '## Block types',
    '',
    union.description ?? '',
    '',
    blockTypes.join(', '),
    '',
    ...blocks.flatMap((block) => section(block, block.title ?? 'Block')),
    '## Shared types',
    '',
    ...[...sharedTypes.keys()].flatMap((node) => {
      const shared = deref(schemas, node, `${SCHEMA_ID_BASE}defs.schema.json`);
      return [`### ${shared.title}`, '', shared.description ?? '', '', ...objectSection(shared, 4)];
    }),
  ];
  return prettier.format(lines.join('\n'), { ...(await prettier.resolveConfig(outFile)), filepath: outFile });
}

async function main(): Promise<void> {
  const generated = await generateDocs();
  const current = await readFile(outFile, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (generated !== current) {
      console.error('docs/blocks.md is out of date with schemas/. Run `npm run gen:docs` and commit the result.');
      process.exit(1);
    }
    console.log('Block docs are up to date.');
    return;
  }
  if (generated !== current) {
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFile(outFile, generated);
  }
  console.log(generated !== current ? 'Wrote docs/blocks.md' : 'Block docs already up to date.');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await main();
}
