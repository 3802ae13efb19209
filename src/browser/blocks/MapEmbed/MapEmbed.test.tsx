import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import MapEmbed from './index';

const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3781';

describe('MapEmbed', () => {
  it('embeds the map lazily, titled by the heading, with a restricted referrer', () => {
    renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Find Us on Google Map', src });
    expect(screen.getByRole('heading', { level: 2, name: 'Find Us on Google Map' })).toBeTruthy();
    const frame = screen.getByTitle('Find Us on Google Map');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(src);
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(frame.getAttribute('height')).toBe('400');
  });

  it('takes its height from the data', () => {
    renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Map', src, heightPx: 300 });
    expect(screen.getByTitle('Map').getAttribute('height')).toBe('300');
  });
});
