import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import type { AuthoredBlockOf } from '../block-types';
import Banner from './index';

const desktop = { src: '/images/banners/solutions.svg', alt: 'Modular conveyor line', width: 1600, height: 500 };
const mobile = { src: '/images/banners/solutions-mobile.svg', alt: 'Modular conveyor line', width: 800, height: 600 };
const block: AuthoredBlockOf<'banner'> = {
  type: 'banner',
  heading: 'Modular Solutions',
  image: desktop,
  mobile: { image: mobile },
};

describe('Banner', () => {
  it('renders the heading as the page <h1>', () => {
    renderBlock(Banner, { ...block, text: 'Automation cells that grow with your plant.' });
    screen.getByRole('heading', { level: 1, name: 'Modular Solutions' });
    screen.getByText('Automation cells that grow with your plant.');
  });

  it('switches to the mobile image at 500 px or less with a <picture> source, before any script runs', () => {
    const html = renderToString(withProviders(<Banner block={received(block)} site={testSite} index={0} />));
    expect(html).toContain(
      '<source media="(max-width: 500px)" srcSet="/images/banners/solutions-mobile.svg" width="800" height="600"/>',
    );
  });

  it('takes the breakpoint from the block data', () => {
    const { container } = renderBlock(Banner, { ...block, mobile: { image: mobile, breakpointPx: 640 } });
    expect(container.querySelector('source')?.getAttribute('media')).toBe('(max-width: 640px)');
  });

  it('keeps the desktop image on phones when there is no mobile image (Packaging, Weighing)', () => {
    const { container } = renderBlock(Banner, { type: 'banner', heading: 'Packaging', image: desktop });
    expect(container.querySelector('source')).toBeNull();
    expect(container.querySelector('picture img')?.getAttribute('src')).toBe(desktop.src);
  });

  it('loads the image eagerly with high priority as the first block, lazily further down', () => {
    const first = renderBlock(Banner, block, { index: 0 }).container.querySelector('img')!;
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('loading')).toBeNull();
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '500']);
    const later = renderBlock(Banner, block, { index: 2 }).container.querySelector('img')!;
    expect(later.getAttribute('loading')).toBe('lazy');
  });

  it('shows the call to action as a link', () => {
    renderBlock(Banner, { ...block, cta: { label: 'Talk to an engineer', href: '/contact' } });
    expect(screen.getByRole('link', { name: 'Talk to an engineer' }).getAttribute('href')).toBe('/contact');
  });
});
