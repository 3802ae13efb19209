import { describe, expect, it } from 'vitest';
import { blockLoaders } from '../../src/browser/blocks/registry';
import { islandBlockTypes, islandsOn } from './bench-islands';

describe('islandsOn', () => {
  it('lists the interactive block types of a page once each, in page order', () => {
    const blocks = [{ type: 'form' }, { type: 'section' }, { type: 'heroCarousel' }, { type: 'form' }];
    expect(islandsOn(blocks)).toEqual(['form', 'heroCarousel']);
  });

  it('finds no island on a page of static blocks', () => {
    expect(islandsOn([{ type: 'banner' }, { type: 'section' }, { type: 'accordion' }])).toEqual([]);
  });

  it('names only block types the registry has', () => {
    for (const type of islandBlockTypes) expect(Object.keys(blockLoaders)).toContain(type);
  });
});
