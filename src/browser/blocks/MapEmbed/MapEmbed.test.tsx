import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import MapEmbed from './index';

const src = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3781';

describe('MapEmbed', () => {
  it('embeds the map lazily, titled by the heading, with a restricted referrer', () => {
    renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Find Us on Google Map', src });
    screen.getByRole('heading', { level: 2, name: 'Find Us on Google Map' });
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

  it('links to the map in Google Maps, from the embed coordinates, for when the frame does not load', () => {
    const withCentre = 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d7561.9!2d73.8412!3d18.6331';
    renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Map', src: withCentre });
    const link = screen.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=18.6331,73.8412');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('prefers the link given in the data, and shows none when neither exists', () => {
    const link = 'https://maps.app.goo.gl/AbCdEf123';
    const { unmount } = renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Map', src, link });
    expect(screen.getByRole('link', { name: /^Open in Google Maps/ }).getAttribute('href')).toBe(link);
    unmount();
    renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Map', src });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the company name and postal address beside the frame, one line each', () => {
    const { container } = renderBlock(MapEmbed, { type: 'mapEmbed', heading: 'Map', src });
    expect(container.querySelector('address')?.innerHTML).toBe(
      'Kinetiq Automation Pvt. Ltd.<br>Plot 14, MIDC Bhosari<br>Pune, Maharashtra 411026<br>India',
    );
  });
});
