import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import type { AuthoredBlockOf } from '../block-types';
import BenefitList from './index';

const block: AuthoredBlockOf<'benefitList'> = {
  type: 'benefitList',
  heading: 'Purpose & Benefits',
  intro: ['Why plants automate storage.'],
  items: [
    { id: 1, heading: 'Scalability', description: ['Add modules as volumes grow.', 'No rebuild needed.'] },
    { id: 2, heading: 'Traceability', bullets: ['Every tote scanned', 'Every move logged'] },
  ],
};

describe('BenefitList', () => {
  it('renders the heading, intro and each benefit as an h3 with its text and bullets', () => {
    renderBlock(BenefitList, block);
    screen.getByRole('heading', { level: 2, name: 'Purpose & Benefits' });
    screen.getByText('Why plants automate storage.');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Scalability',
      'Traceability',
    ]);
    screen.getByText('No rebuild needed.');
    const traceability = screen.getByRole('heading', { name: 'Traceability' }).closest('li')!;
    expect(
      within(traceability)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Every tote scanned', 'Every move logged']);
  });

  it('uses an ordered list when numbered and takes its column count from the data', () => {
    const { container } = renderBlock(BenefitList, { ...block, numbered: true, columns: 3 });
    const list = container.querySelector('ol')!;
    expect(list.getAttribute('data-columns')).toBe('3');
  });

  it('defaults to two columns with check marks, as the schema says', () => {
    const { container } = renderBlock(BenefitList, block);
    expect(container.querySelector('ul')!.getAttribute('data-columns')).toBe('2');
    expect(container.querySelector('ol')).toBeNull();
  });

  it("shows an item's picture with its alternative text in that item, and none for items without one", () => {
    const withPicture = {
      ...block,
      items: [
        {
          ...block.items[0]!,
          image: { src: '/images/industries/automotive.svg', alt: 'Car body on an assembly line' },
        },
        block.items[1]!,
      ],
    };
    renderBlock(BenefitList, withPicture);
    const scalability = screen.getByRole('heading', { name: 'Scalability' }).closest('li')!;
    const traceability = screen.getByRole('heading', { name: 'Traceability' }).closest('li')!;
    expect(within(scalability).getByRole('img').getAttribute('alt')).toBe('Car body on an assembly line');
    expect(within(traceability).queryByRole('img')).toBeNull();
  });
});
