/**
 * Content lint checks a page's heading outline from src/build/validation/block-heading-levels.ts,
 * not from rendered HTML. This renders every block schema example (with and without its optional
 * fields, and a section at each headingLevel) and checks that the headings in the DOM are exactly
 * the levels that table predicts, so a component that changes its headings fails here.
 */
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlockComponent, BlockType } from '../../src/browser/blocks/block-types';
import { blockRegistry } from '../../src/browser/blocks/registry';
import { headingLevelsOf } from '../../src/build/validation/block-heading-levels';
import type { ReceivedBlock } from '../../src/generated/received-types';
import type { Block } from '../../src/generated/schema-types';
import { received, withProviders } from './render-block';
import { blockSchema, exampleVariants } from './schema-variants';
import { testSite } from './test-site';

type AnyBlock = BlockComponent<BlockType> &
  ((props: { block: ReceivedBlock; site: typeof testSite; index: number }) => unknown);

const types = Object.keys(blockRegistry) as BlockType[];

/** The schema examples, and a section at every headingLevel. */
function variantsOf(type: BlockType): { name: string; block: Block }[] {
  const variants = exampleVariants(type);
  if (type !== 'section') return variants;
  const [first] = (blockSchema(type).examples ?? []) as Block[];
  return [
    ...variants,
    ...([1, 2, 3] as const).map((headingLevel) => ({
      name: `example 1 with headingLevel ${headingLevel}`,
      block: { ...first, headingLevel } as Block,
    })),
  ];
}

/** The levels of the headings a visitor's outline holds. */
function renderedHeadingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
}

describe.each(types)('block "%s"', (type) => {
  it.each(variantsOf(type))('$name renders the heading levels block-heading-levels.ts predicts', async ({ block }) => {
    const Component = (await blockRegistry[type].load()).default as unknown as AnyBlock;
    const { container } = render(withProviders(<Component block={received(block)} site={testSite} index={1} />));
    expect(renderedHeadingLevels(container)).toEqual(headingLevelsOf(block));
  });
});
