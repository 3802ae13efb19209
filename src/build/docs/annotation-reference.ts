import { annotationKeywords } from '../../schema/annotations';
import type { JsonSchema } from '../../schema/json-types';

/**
 * Where each `x-` keyword is written: the titles of the schema nodes that carry it (the nearest
 * title above, for a node without one), in file order, each once.
 */
function usesOf(documents: readonly JsonSchema[], keyword: string): string[] {
  const uses = new Set<string>();
  const walk = (node: unknown, title: string | undefined, key: string | undefined) => {
    if (Array.isArray(node)) return node.forEach((item) => walk(item, title, key));
    if (node === null || typeof node !== 'object') return;
    const schema = node as JsonSchema;
    const own = typeof schema.title === 'string' ? schema.title : title;
    if (keyword in schema)
      uses.add(typeof schema.title === 'string' ? schema.title : [title, key].filter(Boolean).join(' › '));
    for (const [name, child] of Object.entries(schema)) {
      // Values of these keywords are data, not schemas (an example may hold any key).
      if (name === 'examples' || name === 'default' || name === 'const' || name.startsWith('x-')) continue;
      walk(child, own, name === 'properties' || name === 'definitions' ? key : name);
    }
  };
  for (const document of documents) walk(document, undefined, undefined);
  return [...uses].filter(Boolean);
}

/** The fields of a keyword's value, from its JSON Schema's property descriptions. */
function valueFields(valueSchema: JsonSchema): string[] {
  const properties = Object.entries((valueSchema.properties ?? {}) as Record<string, JsonSchema>);
  const described = properties.filter(([, property]) => typeof property.description === 'string');
  if (described.length === 0) return [];
  return [
    'Its value:',
    '',
    ...described.map(([name, property]) => `- \`${name}\`: ${String(property.description)}`),
    '',
  ];
}

/**
 * The "Schema annotations" section of docs/blocks.md: every keyword our schemas use beyond JSON
 * Schema (declared in src/schema/annotations.ts, so AJV's strict mode accepts them), what it tells
 * the editor, the build or validation, and where the schemas use it.
 */
export function annotationReference(documents: readonly JsonSchema[]): string[] {
  return [
    '## Schema annotations',
    '',
    'Keywords the schemas use beyond JSON Schema, for what plain JSON Schema cannot say. They change no',
    'validation: the editor, the build and validation read them through the schema layer (src/schema/).',
    '',
    ...annotationKeywords.flatMap(({ keyword, doc, valueSchema }) => {
      const uses = usesOf(documents, keyword);
      return [
        `### \`${keyword}\``,
        '',
        doc,
        '',
        ...valueFields(valueSchema),
        uses.length > 0 ? `Used on: ${uses.join(', ')}.` : 'Not used by the schemas yet.',
        '',
      ];
    }),
  ];
}
