/**
 * Content lint warns about a vague link label ("Read More") unless the block adds its card's title
 * to the link's name (src/build/validation/link-context.ts). This renders every link field of
 * every block type with the label "Read More" and no ariaLabel, and checks what a screen reader
 * hears against that list: a longer name where the list says so, the bare label everywhere else.
 */
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockComponent, BlockType } from '../../src/browser/blocks/block-types';
import { blockRegistry } from '../../src/browser/blocks/registry';
import { isNamedByItsCard, linksNamedByTheirCard } from '../../src/build/validation/link-context';
import type { ReceivedBlock } from '../../src/generated/received-types';
import type { Block } from '../../src/generated/schema-types';
import { linkFieldPointers, withLinkAt } from './link-fields';
import { received, withProviders } from './render-block';
import { blockSchema, blockSchemaErrors } from './schema-variants';
import { testSite } from './test-site';

type AnyBlock = BlockComponent<BlockType> &
  ((props: { block: ReceivedBlock; site: typeof testSite; index: number }) => unknown);

const VAGUE_LABEL = 'Read More';
const types = Object.keys(blockRegistry) as BlockType[];
const cases = types.flatMap((type) => linkFieldPointers(type).map((pointer) => ({ type, pointer })));

/**
 * The block a link at `pointer` shows in. A grid's whenEmpty notice shows only when its query found
 * nothing: there the example becomes such a grid, its cards as the build leaves them (none).
 */
function exampleShowing(example: Block, pointer: string): { authored: Block; filled?: object } {
  if (!pointer.startsWith('/whenEmpty/')) return { authored: example };
  const { cards: _cards, ...rest } = example as Extract<Block, { type: 'cardGrid' }>;
  const authored = { ...rest, query: { collection: 'jobs' }, whenEmpty: { heading: 'None', text: 'None yet.' } };
  return { authored: authored as Block, filled: { cards: [] } };
}

describe('link names from their card', () => {
  it.each(cases)('$type $pointer: a "Read More" there is named as link-context.ts says', async ({ type, pointer }) => {
    const [example] = (blockSchema(type).examples ?? []) as Block[];
    const { authored, filled } = exampleShowing(example!, pointer);
    // Some link fields take internal routes, some only https addresses (a demo, a news article).
    const probes = ['/probe', 'https://example.com/probe'].map((href) => ({
      href,
      block: withLinkAt(authored, pointer, { label: VAGUE_LABEL, href }) as unknown as Block,
    }));
    const probe = probes.find(({ block }) => blockSchemaErrors(type, block) === null);
    expect(probe, 'no valid block with a link there').toBeDefined();
    const { href: probeHref, block } = probe!;

    const Component = (await blockRegistry[type].load()).default as unknown as AnyBlock;
    const shown = received({ ...block, ...filled } as Block);
    const { container } = render(withProviders(<Component block={shown} site={testSite} index={1} />));
    const probeLinks = container.querySelectorAll(`a[href="${probeHref}"]`);
    expect(probeLinks.length).toBeGreaterThan(0);
    // Inactive slides and looping copies are aria-hidden: their names count all the same.
    const linksNamed = (name: string | RegExp) =>
      within(container)
        .queryAllByRole('link', { name, hidden: true })
        .filter((link) => link.getAttribute('href') === probeHref);
    const expectedName = isNamedByItsCard(type, pointer.replaceAll('*', '0'))
      ? new RegExp(`^${VAGUE_LABEL}\\W+\\w`)
      : VAGUE_LABEL;
    expect(linksNamed(expectedName)).toHaveLength(probeLinks.length);
  });

  it('lists only link fields that exist', () => {
    const listed = Object.entries(linksNamedByTheirCard).flatMap(([type, pointers]) =>
      pointers!.map((pointer) => `${type} ${pointer}`),
    );
    const existing = cases.map(({ type, pointer }) => `${type} ${pointer}`);
    expect(existing).toEqual(expect.arrayContaining(listed));
  });
});
