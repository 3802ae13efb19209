import { describe, expect, it } from 'vitest';
import { mapLinkFromEmbed } from './map-link';

describe('mapLinkFromEmbed', () => {
  it('opens the embed centre (pb !3d latitude, !2d longitude) in Google Maps', () => {
    const src =
      'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d7561.9!2d73.8412!3d18.6331!2m3!1f0!2f0!3f0!3m2!1i1024';
    expect(mapLinkFromEmbed(src)).toBe('https://www.google.com/maps/search/?api=1&query=18.6331,73.8412');
  });

  it('handles negative coordinates', () => {
    expect(mapLinkFromEmbed('https://www.google.com/maps/embed?pb=!2d-43.17!3d-22.9')).toBe(
      'https://www.google.com/maps/search/?api=1&query=-22.9,-43.17',
    );
  });

  it.each(['https://www.google.com/maps/embed?pb=!1m18!1m12', 'https://www.google.com/maps/embed?x=1', 'not a url'])(
    'gives nothing for %j, which has no coordinates',
    (src) => {
      expect(mapLinkFromEmbed(src)).toBeUndefined();
    },
  );
});
