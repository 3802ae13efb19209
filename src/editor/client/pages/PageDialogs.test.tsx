import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PageDialogs, type PageDialog } from './PageDialogs';

// Mantine's modal listens for web fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const WORDS =
  '/robots.txt is an address the site keeps for itself, so this page cannot be published there. Move it to another address or delete it: no redirect is kept from /robots.txt, where the site answers itself.';
const reservedPage = { file: 'pages/robots.txt.json', route: '/robots.txt', title: 'Robots', reserved: WORDS };

function open(dialog: PageDialog) {
  render(
    <MantineProvider>
      <PageDialogs dialog={dialog} onClose={() => undefined} onDone={() => undefined} />
    </MantineProvider>,
  );
}

it.each(['delete', 'move'] as const)(
  'tells the author, before they %s a page at an address the site keeps, what becomes of that address',
  (kind) => {
    open({ kind, page: reservedPage });
    expect(screen.getByText(WORDS)).toBeTruthy();
  },
);

it('says nothing of the kind for an ordinary page', () => {
  open({ kind: 'delete', page: { file: 'pages/about.json', route: '/about', title: 'About us' } });
  expect(screen.queryByText('Address the site keeps')).toBeNull();
});
