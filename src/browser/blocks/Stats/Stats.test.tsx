import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import Stats from './index';

describe('Stats', () => {
  it('shows each figure with its label, in order', () => {
    renderBlock(Stats, {
      type: 'stats',
      heading: 'Our Pride',
      items: [
        { id: 'customers', value: '233+', label: 'Customers' },
        { id: 'repeat', value: '103+', label: 'Repeat customers' },
      ],
    });
    screen.getByRole('heading', { level: 2, name: 'Our Pride' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '233+Customers',
      '103+Repeat customers',
    ]);
  });

  it('renders without a heading', () => {
    renderBlock(Stats, { type: 'stats', items: [{ id: 'years', value: '20+', label: 'Years of legacy' }] });
    expect(screen.queryByRole('heading')).toBeNull();
    screen.getByText('20+');
  });
});
