import { describe, expect, it } from 'vitest';
import { fieldTitle } from '../../src/build/validation/field-title';
import { loadSchemas, PAGE_SCHEMA_ID, SITE_SCHEMA_ID } from '../../src/build/validation/load-schemas';
import { validateProject } from '../../src/build/validation/validate-project';
import { materializeFixture } from './fixture-project';

const schemas = loadSchemas();
const cardGridPage = {
  blocks: [
    { type: 'section', heading: 'Who we are', paragraphs: ['One.'] },
    {
      type: 'cardGrid',
      cards: [
        { id: 1, title: 'A' },
        { id: 2, title: 42, link: { href: '/x' } },
      ],
    },
  ],
};
const pageField = (pointer: string) => fieldTitle(schemas, PAGE_SCHEMA_ID, cardGridPage, pointer);

describe('fieldTitle', () => {
  it("names a card's field by its block, its item and its own title, as the editor does", () => {
    expect(pageField('/blocks/1/cards/1/title')).toBe('Card grid › Card › Title');
    expect(pageField('/blocks/1/cards/1/link/href')).toBe('Card grid › Card › Link › Link target');
    expect(pageField('/blocks/1')).toBe('Card grid');
  });

  it('names a list item by its own title, leaving the list out', () => {
    expect(pageField('/blocks/0/paragraphs/0')).toBe('Section › Paragraph');
  });

  it('names site.json fields from the site schema', () => {
    expect(fieldTitle(schemas, SITE_SCHEMA_ID, {}, '/footer/links/1/href')).toBe('Footer › Link › Link target');
  });

  it('names nothing the schema does not describe', () => {
    expect(pageField('/blocks/1/cards/1/colour')).toBeUndefined();
    expect(fieldTitle(schemas, PAGE_SCHEMA_ID, { blocks: [{ type: 'cardgrid' }] }, '/blocks/0/type')).toBeUndefined();
    expect(pageField('')).toBeUndefined();
  });
});

describe('validateProject', () => {
  it('gives a wrong-typed card title the titles of the field and of its block', async () => {
    const { root, remove } = materializeFixture('wrong-type');
    try {
      const { problems } = await validateProject({ root });
      expect(problems.find((problem) => problem.pointer === '/blocks/1/cards/1/title')).toMatchObject({
        file: 'pages/about.json',
        field: 'Card grid › Card › Title',
        message: 'must be a string (got 42)',
      });
    } finally {
      remove();
    }
  });
});
