import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { formatProblem } from '../../src/build/validation/format-problem';
import { validatePageData } from '../../src/build/validation/validate-page-data';

const pageSchema = JSON.parse(readFileSync(new URL('../../schemas/page.schema.json', import.meta.url), 'utf8')) as {
  examples: unknown[];
};

const validPage = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  title: 'About Us',
  description: 'Who we are: an automation company in Pune with a twenty-year engineering legacy.',
  blocks: [
    {
      type: 'banner',
      heading: 'About Us',
      image: { src: '/images/banners/about.svg', alt: 'Automated warehouse aisle', width: 1600, height: 500 },
    },
  ],
};

describe('validatePageData (in-memory pages)', () => {
  it('accepts a valid page', () => {
    expect(validatePageData(validPage, 'pages/about.json')).toEqual([]);
  });

  it("accepts the page schema's own example apart from SEO advice", () => {
    const problems = validatePageData(pageSchema.examples[0], 'pages/example.json');
    expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it("reports problems without a position when there is no source text, with the field's title", () => {
    const page = { ...validPage, blocks: [{ ...validPage.blocks[0], heading: 7 }] };
    expect(validatePageData(page, 'pages/about.json').map(formatProblem)).toEqual([
      expect.stringMatching(/^pages\/about\.json Banner › Heading should be text, not the number 7\n/),
    ]);
  });

  it('shows only the errors of the block type that was chosen, not of every other type', () => {
    const page = { ...validPage, blocks: [...validPage.blocks, { type: 'stats', items: [{ id: 'a', value: 1 }] }] };
    expect(validatePageData(page, 'p.json').map((problem) => `${problem.pointer} ${problem.message}`)).toEqual([
      "/blocks/1/items/0 is missing the required field Label ('label'): What the figure counts.",
      '/blocks/1/items/0/value should be text, not the number 1',
    ]);
  });

  it('collapses the empty-alt rule into the property it asks for', () => {
    const page = structuredClone(validPage);
    page.blocks[0]!.image.alt = '';
    expect(validatePageData(page, 'p.json').map((problem) => `${problem.pointer} ${problem.message}`)).toEqual([
      "/blocks/0/image is missing the required field Decorative ('decorative'): True when the image adds nothing a reader needs (screen readers skip it). Required for an empty alt text.",
    ]);
  });

  it('names the allowed values of an enum, with the words the editor shows, and the closest one', () => {
    const page = { ...validPage, blocks: [...validPage.blocks, { type: 'section', heading: 'A', background: 'mute' }] };
    expect(validatePageData(page, 'p.json').map((problem) => problem.message)).toEqual([
      "must be one of 'default' (Page colour), 'muted' (Light grey band) or 'brand' (Dark brand colour) (got 'mute') (did you mean 'muted'?)",
    ]);
  });

  it('requires exactly one <h1>', () => {
    const page = { ...validPage, blocks: [{ type: 'section', heading: 'About Us' }] };
    expect(validatePageData(page, 'p.json').map((problem) => `${problem.pointer} [${problem.rule}]`)).toEqual([
      '/blocks [missing-h1]',
    ]);
  });
});
