import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { referenceOf } from '../../src/build/validation/reference-of';

/**
 * What authors see in their editor and in docs/blocks.md comes from each schema's title,
 * description and examples, and a typo is only caught when every object is closed. These checks
 * keep a new property or block honest about both.
 */
type SchemaNode = Record<string, unknown>;

const schemasDir = fileURLToPath(new URL('../../schemas/', import.meta.url));
const schemaFiles = readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.schema.json'))
  .sort();
const schemas = new Map(
  schemaFiles.map((file) => [file, JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as SchemaNode]),
);

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a `$ref` (relative file and/or `#/definitions/...` pointer) from the file that holds it. */
function resolveRef(fromFile: string, ref: string): { file: string; node: SchemaNode } {
  const [filePart, pointer = ''] = ref.split('#');
  const file = filePart ? path.join(path.dirname(fromFile), filePart) : fromFile;
  let node: unknown = schemas.get(file);
  for (const key of pointer.split('/').filter(Boolean)) node = isNode(node) ? node[key] : undefined;
  if (!isNode(node)) throw new Error(`${fromFile}: $ref ${ref} does not resolve`);
  return { file, node };
}

/** A property's annotations may sit on the property itself or on the definition it refers to. */
function annotation(file: string, node: SchemaNode, key: string): unknown {
  if (node[key] !== undefined) return node[key];
  const reference = referenceOf(node);
  if (reference === undefined) return undefined;
  const target = resolveRef(file, reference);
  return annotation(target.file, target.node, key);
}

interface Finding {
  file: string;
  at: string;
  node: SchemaNode;
}

/** Every object with `properties` and every property schema, in every file. */
function walk(file: string, node: unknown, at: string, objects: Finding[], properties: Finding[]): void {
  if (Array.isArray(node)) {
    node.forEach((child, index) => walk(file, child, `${at}/${index}`, objects, properties));
    return;
  }
  if (!isNode(node)) return;
  if (isNode(node.properties)) {
    objects.push({ file, at, node });
    for (const [name, property] of Object.entries(node.properties)) {
      if (isNode(property)) properties.push({ file, at: `${at}/properties/${name}`, node: property });
    }
  }
  for (const [key, child] of Object.entries(node)) {
    // if/then/else and not narrow a property already declared (and annotated) elsewhere.
    if (!['examples', 'default', 'const', 'if', 'then', 'else', 'not'].includes(key))
      walk(file, child, `${at}/${key}`, objects, properties);
  }
}

const objects: Finding[] = [];
const properties: Finding[] = [];
for (const [file, schema] of schemas) walk(file, schema, '#', objects, properties);

describe('schemas/', () => {
  it('finds the page, site, block and lead schemas', () => {
    expect(schemaFiles).toEqual(
      expect.arrayContaining(['page.schema.json', 'site.schema.json', 'defs.schema.json', 'blocks/banner.schema.json']),
    );
    expect(properties.length).toBeGreaterThan(100);
  });

  it.each(schemaFiles)('%s has a title, a description and examples at its top', (file) => {
    const schema = schemas.get(file)!;
    expect(schema.title, file).toEqual(expect.any(String));
    expect(schema.description, file).toEqual(expect.any(String));
    // defs.schema.json is a library of definitions, not a value: its definitions carry the examples.
    if (file !== 'defs.schema.json') expect(schema.examples, file).toEqual(expect.any(Array));
  });

  it('describes a shared definition in its own words only through allOf, which editors honour', () => {
    // Editors follow draft-07: a title or description beside a bare $ref is replaced by the definition's.
    const bare = properties
      .filter(
        ({ node }) => typeof node.$ref === 'string' && (node.title !== undefined || node.description !== undefined),
      )
      .map(({ file, at }) => `${file}${at}`);
    expect(bare).toEqual([]);
  });

  it('closes every object, so a misspelt property is an error', () => {
    const open = objects
      // A union (page.schema.json's block) is closed by each of its branches; its own `properties`
      // only describe the discriminator for editors.
      .filter(({ node }) => node.additionalProperties !== false && !Array.isArray(node.oneOf))
      .map(({ file, at }) => `${file}${at}`);
    expect(open).toEqual([]);
  });

  it('gives every property a title, a description and at least one example (its own or its definition’s)', () => {
    const missing = properties.flatMap(({ file, at, node }) =>
      ['title', 'description', 'examples']
        .filter((key) => {
          const value = annotation(file, node, key);
          return key === 'examples' ? !Array.isArray(value) || value.length === 0 : typeof value !== 'string';
        })
        .map((key) => `${file}${at} has no ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
