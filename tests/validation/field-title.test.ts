import { describe, expect, it } from 'vitest';
import { getValidator } from '../../src/build/validation/create-validator';
import { authorFieldName } from '../../src/build/validation/field-title';
import { validateProject } from '../../src/build/validation/validate-project';
import { materializeFixture } from './fixture-project';

const { layer } = getValidator();
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
const pageField = (pointer: string) => authorFieldName(layer, 'page', cardGridPage, pointer);

describe('authorFieldName', () => {
  it("names a card's field by its block, its numbered item and its own title, as the editor does", () => {
    expect(pageField('/blocks/1/cards/1/title')).toBe('Card grid › Card 2 › Title');
    expect(pageField('/blocks/1/cards/1/link/href')).toBe('Card grid › Card 2 › Link › Link target');
    expect(pageField('/blocks/1')).toBe('Card grid');
  });

  it('names a list item by its own title and number, leaving the list out', () => {
    expect(pageField('/blocks/0/paragraphs/0')).toBe('Section › Paragraph 1');
  });

  it('names site.json fields from the site schema', () => {
    expect(authorFieldName(layer, 'site', {}, '/footer/links/1/href')).toBe('Footer › Link 2 › Link target');
  });

  it('names what the schema does not describe by the field around it and the key as written', () => {
    expect(pageField('/blocks/1/cards/1/colour')).toBe('Card grid › Card 2 › colour');
    expect(authorFieldName(layer, 'page', { blocks: [{ type: 'cardgrid' }] }, '/blocks/0/type')).toBe(
      'Block › Block type',
    );
    expect(pageField('')).toBeUndefined();
  });

  it('never shows a JSON pointer', () => {
    for (const pointer of ['/blocks/1/cards/1/title', '/blocks/1/cards/1/colour', '/blocks/0/paragraphs/0']) {
      expect(pageField(pointer)).not.toMatch(/\//);
    }
  });
});

describe('validateProject', () => {
  it('gives a wrong-typed card title the titles of the field and of its block', async () => {
    const { root, remove } = materializeFixture('wrong-type');
    try {
      const { problems } = await validateProject({ root });
      expect(problems.find((problem) => problem.pointer === '/blocks/1/cards/1/title')).toMatchObject({
        file: 'pages/about.json',
        field: 'Card grid › Card 2 › Title',
        message: 'should be text, not the number 42',
      });
    } finally {
      remove();
    }
  });
});
