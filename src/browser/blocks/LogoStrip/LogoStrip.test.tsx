import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import { mockMatchingMediaQueries, resizeWindowTo } from '../../carousel/mock-media-query.testing';
import type { AuthoredBlockOf } from '../block-types';
import LogoStrip from './index';

const customers = ['Tyre plant', 'Dairy', 'Bottler', 'Pharma', 'Sugar mill', 'Cement'];

// No visibleCount / intervalMs: the schema defaults (the spec's 4 logos, 5000 ms) apply.
const block: AuthoredBlockOf<'logoStrip'> = {
  type: 'logoStrip',
  heading: 'Our Customers',
  logos: customers.map((name, i) => ({
    src: `/images/customers/customer-${i + 1}.svg`,
    alt: name,
    width: 240,
    height: 120,
  })),
};

/** Logos assistive technology can see, in order: exactly those on screen. */
const visibleLogos = () => screen.queryAllByRole('img').map((img) => img.getAttribute('alt'));
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Our Customers' });

let restoreMatchMedia = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  resizeWindowTo(1024);
});
afterEach(() => {
  vi.useRealTimers();
  restoreMatchMedia();
});

describe('LogoStrip', () => {
  it('shows 4 logos at once, as CSS in the HTML and to assistive technology', () => {
    const { container } = renderBlock(LogoStrip, block);
    expect(container.querySelector('[data-strip-scope] > style')?.textContent).toMatch(/--per-view:4\b/);
    expect(visibleLogos()).toEqual(customers.slice(0, 4));
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('carousel');
  });

  it('shifts by exactly one logo at 5000 ms, not at 4999 ms', () => {
    renderBlock(LogoStrip, block);
    tick(4999);
    expect(visibleLogos()).toEqual(customers.slice(0, 4));
    tick(1);
    expect(visibleLogos()).toEqual(customers.slice(1, 5));
  });

  it('wraps after the last logo: the first ones follow it, and the strip goes round for ever', () => {
    renderBlock(LogoStrip, block);
    const seen: string[] = [];
    for (let shift = 1; shift <= 8; shift += 1) {
      tick(5000);
      seen.push(visibleLogos().join(','));
    }
    expect(seen).toEqual([
      'Dairy,Bottler,Pharma,Sugar mill',
      'Bottler,Pharma,Sugar mill,Cement',
      'Pharma,Sugar mill,Cement,Tyre plant',
      'Sugar mill,Cement,Tyre plant,Dairy',
      'Cement,Tyre plant,Dairy,Bottler',
      'Tyre plant,Dairy,Bottler,Pharma',
      'Dairy,Bottler,Pharma,Sugar mill',
      'Bottler,Pharma,Sugar mill,Cement',
    ]);
  });

  it('takes the count and interval from the block data', () => {
    renderBlock(LogoStrip, { ...block, visibleCount: 3, intervalMs: 2000 });
    expect(visibleLogos()).toEqual(customers.slice(0, 3));
    tick(2000);
    expect(visibleLogos()).toEqual(customers.slice(1, 4));
  });

  it('shows 4 logos on a phone too, as the spec says', () => {
    resizeWindowTo(360);
    const { container } = renderBlock(LogoStrip, block);
    expect(visibleLogos()).toEqual(customers.slice(0, 4));
    expect(container.querySelector('[data-strip-scope] > style')?.textContent).not.toMatch(/--per-view:[123]\b/);
  });

  it('pauses while hovered and resumes after', () => {
    renderBlock(LogoStrip, block);
    fireEvent.mouseEnter(region());
    tick(20_000);
    expect(visibleLogos()[0]).toBe('Tyre plant');
    fireEvent.mouseLeave(region());
    tick(5000);
    expect(visibleLogos()[0]).toBe('Dairy');
  });

  it('does not move when the visitor prefers reduced motion', () => {
    restoreMatchMedia = mockMatchingMediaQueries('(prefers-reduced-motion: reduce)');
    renderBlock(LogoStrip, block);
    tick(30_000);
    expect(visibleLogos()[0]).toBe('Tyre plant');
  });

  it('stops after the visitor presses Pause', () => {
    renderBlock(LogoStrip, block);
    fireEvent.click(screen.getByRole('button', { name: 'Pause the moving logos' }));
    tick(30_000);
    expect(visibleLogos()[0]).toBe('Tyre plant');
    screen.getByRole('button', { name: 'Play the moving logos' });
  });

  it('stays still when every logo fits', () => {
    renderBlock(LogoStrip, { ...block, logos: block.logos.slice(0, 4) });
    tick(30_000);
    expect(visibleLogos()).toEqual(customers.slice(0, 4));
  });

  it('renders on the server with every logo and its size, copies hidden', () => {
    const html = renderToString(withProviders(<LogoStrip block={received(block)} site={testSite} index={3} />));
    for (const name of customers) expect(html).toContain(`alt="${name}"`);
    expect(html).toContain('width="240" height="120"');
    expect(html).toContain('loading="lazy"');
    expect(html.match(/data-strip-copy=""/g)).toHaveLength(4);
    expect(html).toContain('<style>');
    expect(vi.getTimerCount()).toBe(0);
  });
});
