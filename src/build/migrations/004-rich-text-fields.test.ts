import { describe, expect, it } from 'vitest';
import { richTextFields } from './004-rich-text-fields';

const pageWith = (...blocks: unknown[]) => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 4,
  title: 'Pick & place',
  description: 'Robot cells *built* in Pune.',
  blocks,
});
const blocksOf = (page: Record<string, unknown>) => page.blocks as Record<string, unknown>[];
const image = { src: '/images/banners/about.svg', alt: 'Warehouse aisle' };

describe('migration 4 -> 5: paragraph fields become rich text', () => {
  it('escapes the strings of every rich field, so they read as before', () => {
    const migrated = richTextFields.migrate(
      pageWith(
        { type: 'banner', heading: 'About *us*', text: '<b>Since</b> 2003', image },
        { type: 'section', heading: 'Terms', paragraphs: ['1. Orders are binding.', 'Use is_download & more.'] },
        {
          type: 'cardGrid',
          intro: ['- intro'],
          cards: [{ id: 'a', title: 'Pick [fast]', text: 'Up to 60 *picks* a minute' }],
        },
        { type: 'accordion', items: [{ id: 1, heading: 'Q', description: '# Not a heading' }] },
        { type: 'benefitList', items: [{ id: 1, heading: 'Scale', description: ['`modules`'] }] },
        { type: 'notFound', code: '404', message: 'Ooops!!! *Not* found' },
      ),
    );
    const [banner, section, grid, accordion, benefits, notFound] = blocksOf(migrated);
    expect(banner).toEqual({ type: 'banner', heading: 'About *us*', text: '\\<b>Since\\</b> 2003', image });
    expect(section?.paragraphs).toEqual(['1\\. Orders are binding.', 'Use is\\_download & more.']);
    expect(grid).toEqual({
      type: 'cardGrid',
      intro: ['\\- intro'],
      cards: [{ id: 'a', title: 'Pick [fast]', text: 'Up to 60 \\*picks\\* a minute' }],
    });
    expect(accordion?.items).toEqual([{ id: 1, heading: 'Q', description: '\\# Not a heading' }]);
    expect(benefits?.items).toEqual([{ id: 1, heading: 'Scale', description: ['\\`modules\\`'] }]);
    expect(notFound?.message).toBe('Ooops!!! \\*Not\\* found');
    // Headings, titles and the page's own fields stay plain text.
    expect(migrated.title).toBe('Pick & place');
    expect(migrated.description).toBe('Robot cells *built* in Pune.');
  });

  it('leaves plain fields that share a rich field’s name as they are (the schemas decide, not the name)', () => {
    const slide = { id: 1, heading: 'Cells', text: '*Always* on', image };
    const product = { id: 1, title: 'Lift', description: ['Loads *100 kg*'], brochure: '/brochures/lift.pdf' };
    const migrated = richTextFields.migrate(
      pageWith({ type: 'heroCarousel', heading: 'Home', slides: [slide] }, { type: 'downloadList', items: [product] }),
    );
    expect(blocksOf(migrated)).toEqual([
      { type: 'heroCarousel', heading: 'Home', slides: [slide] },
      { type: 'downloadList', items: [product] },
    ]);
  });

  it('keeps key order and leaves unknown blocks and the given page untouched', () => {
    const page = pageWith({ type: 'section', paragraphs: ['a*b'], heading: 'H' }, { type: 'noSuchBlock', text: 'a*b' });
    const before = structuredClone(page);
    const migrated = richTextFields.migrate(page);
    expect(page).toEqual(before);
    expect(Object.keys(blocksOf(migrated)[0]!)).toEqual(['type', 'paragraphs', 'heading']);
    expect(blocksOf(migrated)[1]).toEqual({ type: 'noSuchBlock', text: 'a*b' });
  });
});
