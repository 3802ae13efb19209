import { describe, expect, it } from 'vitest';
import { blockWithDefaults, pageWithDefaults, siteWithDefaults } from './apply-schema-defaults';
import { getValidator } from './create-validator';
import { PAGE_SCHEMA_ID, SCHEMA_ID_BASE, type SchemaNode } from './load-schemas';

const { schemas } = getValidator();
const blockRefs = (
  schemas.byId.get(PAGE_SCHEMA_ID) as { definitions: { block: { oneOf: { $ref: string }[] } } }
).definitions.block.oneOf.map(({ $ref }) => $ref);
const blockSchemas = blockRefs.map((ref) => schemas.byId.get(`${SCHEMA_ID_BASE}${ref}`) as SchemaNode);

describe('blockWithDefaults', () => {
  it('fills in what the author left out and keeps what the author wrote', () => {
    expect(blockWithDefaults({ type: 'section', heading: 'We Are', headingLevel: 1 })).toEqual({
      type: 'section',
      heading: 'We Are',
      headingLevel: 1,
      imagePosition: 'right',
      background: 'default',
    });
  });

  it('fills a default kept once in a shared definition, where a block uses that definition', () => {
    // Every block's `background` is defs' `background`, whose default is 'default'.
    expect(blockWithDefaults({ type: 'stats', items: [] })).toMatchObject({ background: 'default' });
    expect(blockWithDefaults({ type: 'stats', items: [], background: 'brand' })).toMatchObject({ background: 'brand' });
  });

  it('fills defaults nested in shared definitions (a link inside a card)', () => {
    const filled = blockWithDefaults({ type: 'notice', text: 'x', link: { label: 'Mail us', href: '/contact' } });
    expect(filled).toMatchObject({ tone: 'info', link: { newTab: false, intentionalDeadLink: false } });
  });

  // The block union is a oneOf: useDefaults must read only the branch the block's type names, or
  // a notice would come out with a carousel's intervalMs.
  it.each(blockSchemas.map((schema) => [(schema.properties as { type: { const: string } }).type.const, schema]))(
    '%s examples get only their own fields',
    (_type, schema) => {
      const ownFields = Object.keys(schema.properties as object);
      for (const example of (schema.examples ?? []) as object[]) {
        const filled = blockWithDefaults(example) as object;
        expect(ownFields).toEqual(expect.arrayContaining(Object.keys(filled)));
        expect(filled).toMatchObject(example);
      }
    },
  );

  it('leaves a block of an unknown type as it was', () => {
    expect(blockWithDefaults({ type: 'carousel', intervalMs: 5 })).toEqual({ type: 'carousel', intervalMs: 5 });
  });
});

describe('pageWithDefaults and siteWithDefaults', () => {
  it('return a filled copy and never change the data passed in', () => {
    const page = { route: '/x', blocks: [{ type: 'mapEmbed', heading: 'Find us', src: 'https://maps.example' }] };
    const before = structuredClone(page);
    expect(pageWithDefaults(page).blocks[0]).toMatchObject({ heightPx: 400 });
    expect(page).toEqual(before);

    const site = { nav: { links: [], cta: { label: 'Contact Us', href: '/contact' } } };
    expect(siteWithDefaults(site)).toMatchObject({ apiBase: '/api/', nav: { ctaHiddenAtOrBelowPx: 768 } });
    expect(site).toEqual({ nav: { links: [], cta: { label: 'Contact Us', href: '/contact' } } });
  });
});
