import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import type { AuthoredBlockOf } from '../block-types';
import Section from './index';

const block: AuthoredBlockOf<'section'> = {
  type: 'section',
  eyebrow: 'Who we are',
  heading: 'We Are',
  paragraphs: ['We build robotic palletizing cells.', 'Our parent company has served plants since 2003.'],
  bullets: ['Design', 'Commissioning'],
  image: { src: '/images/home/we-are.svg', alt: 'Engineers at a robot cell', width: 640, height: 480 },
  links: [
    { label: 'Read More', href: '/solutions' },
    { label: 'Brochure', href: 'https://example.com/brochure', newTab: true },
  ],
};

describe('Section', () => {
  it('renders a level-2 heading by default, with eyebrow, paragraphs and bullets', () => {
    renderBlock(Section, block);
    screen.getByRole('heading', { level: 2, name: 'We Are' });
    screen.getByText('Who we are');
    screen.getByText('Our parent company has served plants since 2003.');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Design', 'Commissioning']);
  });

  it.each([1, 3] as const)('renders an h%i when headingLevel says so', (level) => {
    renderBlock(Section, { ...block, headingLevel: level });
    screen.getByRole('heading', { level, name: 'We Are' });
  });

  it('renders internal and external links; external new-tab ones with rel noopener noreferrer', () => {
    renderBlock(Section, block);
    expect(screen.getByRole('link', { name: 'Read More' }).getAttribute('href')).toBe('/solutions');
    const external = screen.getByRole('link', { name: 'Brochure' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('lazy-loads its image below the fold, with its intrinsic size', () => {
    renderBlock(Section, block, { index: 3 });
    const image = screen.getByRole('img', { name: 'Engineers at a robot cell' });
    expect(image.getAttribute('loading')).toBe('lazy');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['640', '480']);
  });

  it('marks a decorative image with an empty alt text', () => {
    const { container } = renderBlock(Section, { ...block, image: { ...block.image!, alt: '', decorative: true } });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
