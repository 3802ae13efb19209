import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import type { AuthoredBlockOf } from '../block-types';
import Accordion from './index';

const block: AuthoredBlockOf<'accordion'> = {
  type: 'accordion',
  heading: 'Trends of Inline Storage',
  items: [
    {
      id: 1,
      heading: 'Goods-to-person picking',
      subheading: 'Totes come to the operator',
      description: 'Shuttles deliver totes to an ergonomic station.',
    },
    { id: 2, heading: 'Digital twins', subheading: 'Simulate before you build', description: 'Model the line first.' },
    { id: 3, heading: 'Energy recovery', description: 'Lifts feed braking energy back to the grid.' },
  ],
};

const itemsOf = (container: Element) => [...container.querySelectorAll('details')];

// Opening, one-at-a-time and closing are the browser's work (<details name>); jsdom does not
// implement the exclusive groups, so tests/browser/accordion.test.ts proves them in Chromium.
describe('Accordion', () => {
  it('shows each heading and subheading as an h3 inside the summary, with none open at first', () => {
    const { container } = renderBlock(Accordion, block);
    screen.getByRole('heading', { level: 2, name: 'Trends of Inline Storage' });
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Goods-to-person pickingTotes come to the operator',
      'Digital twinsSimulate before you build',
      'Energy recovery',
    ]);
    expect(headings.every((heading) => heading.parentElement?.tagName === 'SUMMARY')).toBe(true);
    expect(itemsOf(container).filter((details) => details.open)).toEqual([]);
    expect(container.querySelector('details')?.lastElementChild?.textContent).toBe(
      'Shuttles deliver totes to an ergonomic station.',
    );
  });

  it('groups the items of one accordion under one name, apart from any other accordion', () => {
    const { container } = render(
      withProviders(
        <>
          <Accordion block={received(block)} index={1} site={testSite} />
          <Accordion block={received(block)} index={2} site={testSite} />
        </>,
      ),
    );
    const names = itemsOf(container).map((details) => details.getAttribute('name'));
    expect(names).toHaveLength(6);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names.slice(0, 3)).size).toBe(1);
    expect(new Set(names.slice(3)).size).toBe(1);
    expect(names[0]).not.toBe(names[3]);
  });
});
