/** docs/blocks.md: in step with schemas/, and what an author looks for in it is there. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { docsFile, generateDocs } from './block-reference';

const schemasDir = path.resolve(path.dirname(docsFile), '../schemas');

interface BlockSchema {
  title: string;
  description: string;
  properties: Record<string, unknown>;
  examples: unknown[];
}

const blockSchemas = readdirSync(path.join(schemasDir, 'blocks'))
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => JSON.parse(readFileSync(path.join(schemasDir, 'blocks', file), 'utf8')) as BlockSchema);

let docs = '';
beforeAll(async () => {
  docs = await generateDocs();
});

/** The text under a heading, up to the next heading of the same or a higher level. */
function sectionOf(markdown: string, heading: string): string {
  const level = heading.match(/^#+/)![0].length;
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  expect(start, `no heading "${heading}"`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

/** The first table in a section, as a map from the field name to its cells by column title. */
function fieldTable(section: string): Map<string, Record<string, string>> {
  const lines = section.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  const rows = lines.slice(start, end === -1 ? undefined : end).map((line) =>
    line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((text) => text.trim()),
  );
  const [header = [], , ...body] = rows;
  return new Map(
    body.map((cells) => [
      cells[0]!.replace(/`/g, ''),
      Object.fromEntries(header.map((title, i) => [title, cells[i] ?? ''])),
    ]),
  );
}

describe('docs/blocks.md', () => {
  it('is what `npm run docs` generates from the schemas now', () => {
    const checkedIn = readFileSync(docsFile, 'utf8');
    expect(checkedIn, 'docs/blocks.md is out of date with schemas/: run `npm run docs`').toBe(docs);
  });

  it.each(blockSchemas.map((schema) => [schema.title, schema] as const))(
    '%s: has a section with what it is for and a row for every field',
    (title, schema) => {
      const section = sectionOf(docs, `## ${title}`);
      expect(section).toContain(schema.description);
      const table = fieldTable(section);
      expect([...table.keys()]).toEqual(Object.keys(schema.properties));
      expect(Object.keys(table.values().next().value!)).toEqual([
        'Field',
        'Type',
        'Required',
        'Default',
        'Description',
        'Allowed values',
      ]);
    },
  );

  it.each(blockSchemas.map((schema) => [schema.title, schema] as const))(
    '%s: shows its first schema example as valid JSON',
    (title, schema) => {
      const example = sectionOf(docs, `## ${title}`).match(/Example:\n\n```json\n([\s\S]*?)\n```/);
      expect(example, 'no example').not.toBeNull();
      expect(JSON.parse(example![1]!)).toEqual(schema.examples[0]);
    },
  );

  it('lists the values of an enum as allowed values, each with its words, not in the type', () => {
    const tone = fieldTable(sectionOf(docs, '## Notice')).get('tone')!;
    expect(tone['Type']).toBe('string');
    expect(tone['Allowed values']).toMatch(/^`"info"` \(\w[^)]*\), `"success"` \(\w[^)]*\), `"warning"` \(\w[^)]*\)$/);
    expect(tone['Default']).toBe('`"info"`');
  });

  it('gives number ranges and text lengths', () => {
    const image = fieldTable(sectionOf(docs, '### Image'));
    expect(image.get('width')!['Allowed values']).toBe('1–8000');
    const page = fieldTable(sectionOf(docs, '## Page'));
    expect(page.get('title')!['Allowed values']).toBe('1–120 characters');
  });

  it('puts a pattern in words, not as a regular expression', () => {
    const src = fieldTable(sectionOf(docs, '### Image')).get('src')!;
    expect(src['Allowed values']).toContain('a path under /images/');
    expect(src['Allowed values']).not.toContain('[A-Za-z');
  });

  it('says the file path is the route, and lists no route field', () => {
    const page = sectionOf(docs, '## Page');
    expect(page).toContain('the file path is the route');
    expect(fieldTable(page).has('route')).toBe(false);
  });
});

describe('docs/blocks.md on schema annotations', () => {
  it('documents every x- keyword the schemas may use, and names the blocks that use x-image-layout', () => {
    const section = sectionOf(docs, '## Schema annotations');
    for (const keyword of ['x-input', 'x-id', 'x-template', 'x-advanced', 'x-image-layout']) {
      expect(section).toContain(`### \`${keyword}\``);
    }
    const layouts = sectionOf(docs, '### `x-image-layout`');
    for (const block of ['Banner', 'Card grid', 'News carousel', 'Logo strip', 'Section', 'Download list']) {
      expect(layouts).toContain(block);
    }
  });
});
