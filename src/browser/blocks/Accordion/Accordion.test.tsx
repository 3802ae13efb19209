import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
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

const control = (name: RegExp) => screen.getByRole('button', { name });
const expanded = () =>
  screen.getAllByRole('button').filter((button) => button.getAttribute('aria-expanded') === 'true');
const isShown = (text: string) => screen.queryByRole('region', { name: new RegExp(text) }) !== null;

describe('Accordion', () => {
  it('shows each heading and subheading as an h3 button, with none open at first', () => {
    renderBlock(Accordion, block);
    screen.getByRole('heading', { level: 2, name: 'Trends of Inline Storage' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Goods-to-person pickingTotes come to the operator',
      'Digital twinsSimulate before you build',
      'Energy recovery',
    ]);
    expect(expanded()).toEqual([]);
    expect(isShown('Goods-to-person')).toBe(false);
  });

  it('opens one item at a time', async () => {
    const user = userEvent.setup();
    renderBlock(Accordion, block);
    await user.click(control(/Goods-to-person/));
    expect(expanded()).toEqual([control(/Goods-to-person/)]);
    await waitFor(() => expect(isShown('Goods-to-person')).toBe(true));
    screen.getByText('Shuttles deliver totes to an ergonomic station.');

    await user.click(control(/Digital twins/));
    expect(expanded()).toEqual([control(/Digital twins/)]);
    await waitFor(() => expect(isShown('Goods-to-person')).toBe(false));
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    renderBlock(Accordion, block);
    await user.click(control(/Energy recovery/));
    expect(expanded()).toHaveLength(1);
    await user.click(control(/Energy recovery/));
    expect(expanded()).toEqual([]);
    await waitFor(() => expect(isShown('Energy recovery')).toBe(false));
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderBlock(Accordion, block);
    await user.tab();
    expect(document.activeElement).toBe(control(/Goods-to-person/));
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([control(/Goods-to-person/)]);
  });
});
