// Issue 8: authors editing pages/*.json or site.json in VS Code (or any editor built on the same
// JSON language service) get completion, descriptions and squiggles from schemas/. These tests
// drive that language service on the files of tests/fixtures/base (never the live pages an author
// may change), each as if it sat in this project, with the schema found the way VS Code finds it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, type CompletionItem, type Hover } from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import { asEditorSees, blockTypes, readSchema } from './schema-files';
import { createJsonEditor, fileUri, lineOf, schemasFromVscodeSettings, typeAfter } from './vscode-json';
import { baseProjectDir, withProjectSchemaPath } from '../validation/fixture-project';

/** A file of the base fixture as it reads at `projectFile` in this project (its "$schema" leads to schemas/). */
const fixtureText = (file: string, projectFile = file) =>
  withProjectSchemaPath(
    readFileSync(path.join(baseProjectDir, file), 'utf8'),
    path.join(baseProjectDir, file),
    projectFile,
  );

// One language service for every test: it caches the schemas it has read, as VS Code does.
const editor = createJsonEditor();
const aboutPage = fixtureText('pages/about.json');
const labels = (items: CompletionItem[]) => items.map((item) => item.label);
const quoted = (values: unknown[]) => values.map((value) => JSON.stringify(value));

describe('completion through the page\'s own "$schema"', () => {
  it('offers every block type in schemas/blocks/ as the value of a new block\'s "type"', async () => {
    // VS Code asks for completions as soon as ':' is typed.
    const items = await editor.complete('pages/about.json', typeAfter(aboutPage, '"blocks": [', '{ "type": | },'));
    expect(labels(items).sort()).toEqual(quoted(blockTypes()).sort());
  });

  // Known gap, kept so it is noticed once fixed: inside auto-closed quotes the service keeps only
  // the block schemas that already match, and contactDetails needs nothing but `type`, so it is
  // the only type offered. Giving the block definition in page.schema.json its own `type`
  // property listing every type fixes it (see the issue 8 report).
  it('offers every block type inside the auto-closed quotes of "type": ""', async () => {
    const items = await editor.complete('pages/about.json', typeAfter(aboutPage, '"blocks": [', '{ "type": "|" },'));
    expect(labels(items).sort()).toEqual(quoted(blockTypes()).sort());
  });

  it("offers a banner's fields with the description the schema gives them", async () => {
    const banner = readSchema('blocks/banner.schema.json');
    const edit = typeAfter(aboutPage, '"blocks": [', '{ "type": "banner", "|" },');
    const items = await editor.complete('pages/about.json', edit);

    const { type: _alreadyThere, ...fields } = banner.properties ?? {};
    expect(labels(items).sort()).toEqual(Object.keys(fields).sort());
    for (const [name, field] of Object.entries(fields)) {
      const description = asEditorSees(field, 'blocks/banner.schema.json').description;
      expect(items.find((item) => item.label === name)?.documentation, name).toBe(description);
    }
    expect(labels(items)).toEqual(expect.arrayContaining(['heading', 'image']));
    // A use that describes a shared definition in its own words (an allOf-wrapped $ref) keeps them.
    expect(items.find((item) => item.label === 'heading')?.documentation).toMatch(/^The page's main heading/);
  });

  it("offers a carousel timing with its own description, not the shared duration's", async () => {
    const home = fixtureText('pages/index.json');
    const carouselStart = '"type": "heroCarousel",';
    const timed = home.replace(carouselStart, `${carouselStart}\n      "intervalMs": 5000,`);
    expect(timed, 'the fixture home page has a hero carousel').not.toBe(home);
    const items = await editor.complete('pages/index.json', typeAfter(timed, '"intervalMs": 5000,', '\n      "|'));
    expect(items.find((item) => item.label === 'intervalMs')).toBeUndefined(); // already there
    const edit = typeAfter(home, carouselStart, '\n      "|');
    const offered = await editor.complete('pages/index.json', edit);
    expect(offered.find((item) => item.label === 'intervalMs')?.documentation).toBe(
      'Time each slide stays before the next one shows. Default 5000.',
    );
  });

  it("offers exactly a section's background values", async () => {
    const section = readSchema('blocks/section.schema.json');
    const background = asEditorSees(section.properties!.background!, 'blocks/section.schema.json');
    const edit = typeAfter(aboutPage, '"anchor": "contact",', '\n      "background": |');
    const items = await editor.complete('pages/about.json', edit);
    expect(labels(items)).toEqual(quoted(background.enum!));
  });
});

describe('squiggles', () => {
  const pageFiles = readdirSync(path.join(baseProjectDir, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => `pages/${file}`);

  it.each([...pageFiles, 'site.json'])('none on a valid %s', async (file) => {
    const diagnostics = await editor.validate(file, fixtureText(file));
    expect(diagnostics.map(({ line, message }) => `${line + 1}: ${message}`)).toEqual([]);
  });

  // Each edit: what the author types, where the squiggle must start, and what it says.
  const sectionStart = aboutPage.lastIndexOf('{', aboutPage.indexOf('"anchor": "contact"'));
  it.each([
    {
      mistake: 'a number as heading',
      text: aboutPage.replace('"heading": "About Us"', '"heading": 42'),
      line: lineOf(aboutPage, aboutPage.indexOf('"heading": "About Us"')),
      message: 'Incorrect type. Expected "string".',
    },
    {
      mistake: 'a property sections do not have',
      text: aboutPage.replace('"anchor": "contact",', '"anchor": "contact",\n      "colour": "red",'),
      line: lineOf(aboutPage, aboutPage.indexOf('"anchor": "contact"')) + 1,
      message: 'Property colour is not allowed.',
    },
    {
      mistake: 'a section without its required heading',
      text: aboutPage.replace(/\n\s*"heading": "Contact",/, ''),
      line: lineOf(aboutPage, sectionStart),
      message: 'Missing property "heading".',
    },
  ])('marks $mistake on its line', async ({ text, line, message }) => {
    expect(text, "the edit found its place in the fixture's pages/about.json").not.toBe(aboutPage);
    const diagnostics = await editor.validate('pages/about.json', text);
    expect(diagnostics.map((d) => `${d.line + 1}: ${d.message}`)).toContain(`${line + 1}: ${message}`);
  });
});

describe('hover', () => {
  const hoverText = (hover: Hover | null) =>
    [hover?.contents ?? []]
      .flat()
      .map((part) => (typeof part === 'string' ? part : part.value))
      .join('\n')
      .replace(/\\(.)/g, '$1'); // Markdown escapes, e.g. 'read it\.'

  it.each([
    { field: 'heading', key: '"heading": "Contact"', schema: 'blocks/section.schema.json' },
    { field: 'title', key: '"title"', schema: 'page.schema.json' },
  ])('shows the title and description of $field', async ({ field, key, schema }) => {
    const cursor = aboutPage.indexOf(key) + 2; // inside the property name
    const hover = await editor.hover('pages/about.json', { text: aboutPage, cursor });
    const { title, description } = asEditorSees(readSchema(schema).properties![field]!, schema);
    expect(hoverText(hover)).toContain(title);
    expect(hoverText(hover)).toContain(description);
  });
});

describe('.vscode/settings.json', () => {
  const settingsEditor = createJsonEditor(schemasFromVscodeSettings(readFileSync('.vscode/settings.json', 'utf8')));

  it.each([
    ['pages/about.json', 'schemas/page.schema.json'],
    ['pages/product/x.json', 'schemas/page.schema.json'],
    ['pages/careers/current-openings.json', 'schemas/page.schema.json'],
    ['site.json', 'schemas/site.schema.json'],
    ['package.json', undefined],
    ['tsconfig.json', undefined],
  ])('maps %s to %s', (file, schema) => {
    expect(settingsEditor.schemasFor(file, '{}')).toEqual(schema ? [fileUri(schema)] : []);
  });

  it('gives completion on a page without "$schema"', async () => {
    const withoutSchema = aboutPage.replace(/\s*"\$schema": "[^"]*",/, '');
    expect(withoutSchema).not.toContain('$schema');
    const edit = typeAfter(withoutSchema, '"blocks": [', '{ "type": | },');
    const items = await settingsEditor.complete('pages/about.json', edit);
    expect(labels(items).sort()).toEqual(quoted(blockTypes()).sort());
  });
});

describe('a page in a sub-folder whose "$schema" lacks one "../"', () => {
  const page = 'pages/product/x.json';
  const text = fixtureText('pages/about.json', page).replace('"../../schemas/', '"../schemas/');

  it('points at pages/schemas/, which does not exist, so the editor has no schema', async () => {
    expect(editor.schemasFor(page, text)).toEqual([fileUri('pages/schemas/page.schema.json')]);
    const diagnostics = await editor.validate(page, text);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: ErrorCode.SchemaResolveError, line: lineOf(text, text.indexOf('"$schema"')) }),
    ]);
    const items = await editor.complete(page, typeAfter(text, '"blocks": [', '{ "type": | },'));
    expect(labels(items)).not.toContain('"banner"');
  });
});
