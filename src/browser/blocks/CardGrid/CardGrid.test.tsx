import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import { accent, brand } from '../../theme';
import { contrastRatio } from '../../theme/contrast';
import type { AuthoredBlockOf } from '../block-types';
import CardGrid from './index';
import { alternatingTones } from './CardGrid';

const image = {
  src: '/images/products/cards/smart-robotic.svg',
  alt: 'Robot arm on a pallet',
  width: 480,
  height: 320,
};

const products: AuthoredBlockOf<'cardGrid'> = {
  type: 'cardGrid',
  heading: 'Our Products',
  cards: [
    {
      id: 'smart-robotic',
      title: 'Smart Robotic',
      text: 'Robotic cells.',
      bullets: ['Palletizing cell', 'Packaging cell'],
      image,
      link: {
        label: 'View Products',
        href: '/product/smart-robotic-details',
        ariaLabel: 'View Smart Robotic products',
      },
    },
    { id: 'iiot', title: 'IIoT & Analytics', link: { label: 'View Products', href: '/product/truck-loading-details' } },
  ],
  seeAll: { label: 'See All', href: '/product' },
};

const cardItems = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('ul[data-columns] > li')];

describe('CardGrid', () => {
  it('renders each card with an h3 title, text, bullets and a link button', () => {
    renderBlock(CardGrid, products);
    screen.getByRole('heading', { level: 2, name: 'Our Products' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Smart Robotic',
      'IIoT & Analytics',
    ]);
    const smart = screen.getByRole('heading', { name: 'Smart Robotic' }).closest('li')!;
    within(smart).getByText('Palletizing cell');
    // The visible label stays part of the accessible name (WCAG 2.5.3).
    expect(screen.getByRole('link', { name: 'View Products: View Smart Robotic products' }).getAttribute('href')).toBe(
      '/product/smart-robotic-details',
    );
  });

  it('makes card titles h2 when the grid has no heading, so heading levels never skip', () => {
    renderBlock(CardGrid, { ...products, heading: undefined });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Smart Robotic',
      'IIoT & Analytics',
    ]);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows the See All link under the grid', () => {
    renderBlock(CardGrid, products);
    expect(screen.getByRole('link', { name: 'See All' }).getAttribute('href')).toBe('/product');
  });

  it('takes columns from the data, defaulting to the schema default of 3', () => {
    const three = renderBlock(CardGrid, products).container.querySelector('ul[data-columns]');
    expect(three?.getAttribute('data-columns')).toBe('3');
    const four = renderBlock(CardGrid, { ...products, columns: 4 }).container.querySelector('ul[data-columns]');
    expect(four?.getAttribute('data-columns')).toBe('4');
  });

  it('alternates brand and accent backgrounds on concept cards, both readable with white text', () => {
    const cards = ['Automation', 'Precision', 'Adaptability', 'Speed'].map((title, i) => ({ id: i + 1, title }));
    const { container } = renderBlock(CardGrid, { type: 'cardGrid', variant: 'alternating', cards });
    expect(cardItems(container).map((li) => li.dataset.tone)).toEqual(['brand', 'accent', 'brand', 'accent']);
    const shade7 = { brand: brand[7], accent: accent[7] };
    for (const tone of alternatingTones) expect(contrastRatio('#ffffff', shade7[tone])).toBeGreaterThanOrEqual(4.5);
  });

  it('does not tone plain cards', () => {
    const { container } = renderBlock(CardGrid, products);
    expect(cardItems(container).map((li) => li.dataset.tone)).toEqual([undefined, undefined]);
  });

  it('shows a blog card with image, day and month badge, category and meta line', () => {
    renderBlock(CardGrid, {
      type: 'cardGrid',
      variant: 'blog',
      cards: [
        {
          id: 1,
          title: 'Choosing a palletizer',
          eyebrow: 'Robotics',
          text: 'What to ask before you buy.',
          image,
          dateBadge: { day: 14, month: 'Mar' },
          meta: ['5 min read', '3 comments'],
          link: { label: 'Read More', href: '/blogs' },
        },
      ],
    });
    const card = screen.getByRole('heading', { level: 2, name: 'Choosing a palletizer' }).closest('li')!;
    within(card).getByRole('img', { name: 'Robot arm on a pallet' });
    within(card).getByText('14');
    within(card).getByText('Mar');
    within(card).getByText('Robotics');
    within(card).getByText('5 min read');
    within(card).getByText('3 comments');
  });

  it('loads card images eagerly in the first block and lazily further down', () => {
    expect(
      renderBlock(CardGrid, products, { index: 0 }).container.querySelector('img')?.getAttribute('fetchpriority'),
    ).toBe('high');
    expect(renderBlock(CardGrid, products, { index: 4 }).container.querySelector('img')?.getAttribute('loading')).toBe(
      'lazy',
    );
  });

  it('a collection grid with nothing published shows its notice box, h3 under the grid heading, with its mailto', () => {
    const whenEmpty = {
      heading: 'No Openings Right Now',
      text: 'We keep **every** CV on file.',
      link: { label: 'careers@example.in', href: 'mailto:careers@example.in' },
    };
    renderBlock(CardGrid, { type: 'cardGrid', heading: 'Open Positions', cards: [], whenEmpty });
    const notice = screen.getByRole('status');
    expect(within(notice).getByRole('heading', { level: 3 }).textContent).toBe('No Openings Right Now');
    expect(notice.querySelector('strong')?.textContent).toBe('every');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('mailto:careers@example.in');
    // The same box as the Notice block's (one markup, one style).
    expect(notice.getAttribute('data-tone')).toBeNull();
    expect(notice.className).toMatch(/box/);
  });
});
