import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { received, withProviders } from '../../../tests/blocks/render-block';
import { testSite } from '../../../tests/blocks/test-site';
import type { AuthoredBlockOf } from '../blocks/block-types';
import { loadBlockComponents } from '../app/block-components';
import { GalleryExample } from './GalleryExample';

const authored: AuthoredBlockOf<'logoStrip'> = {
  type: 'logoStrip',
  heading: 'Our Customers',
  logos: [{ src: '/images/missing/acme.svg', alt: 'Acme', width: 160, height: 80 }],
};

/** The gallery's own status line (the carousel in the example has a "Slide 1 of 1" status of its own). */
const galleryStatus = () =>
  screen.queryAllByRole('status').find((element) => !element.closest('[aria-roledescription="carousel"]')) ?? null;

describe('GalleryExample', () => {
  it('names an image of the example that fails to load, and says nothing while all load', async () => {
    const components = await loadBlockComponents(['logoStrip'], 'test');
    render(
      withProviders(
        <GalleryExample
          label="Logo strip, example 1"
          block={received(authored)}
          authored={authored}
          site={testSite}
          components={components}
        />,
      ),
    );
    expect(galleryStatus()).toBeNull();
    fireEvent.error(screen.getByRole('img', { name: 'Acme' }));
    await waitFor(() => expect(galleryStatus()?.textContent).toContain('/images/missing/acme.svg'));
  });
});
