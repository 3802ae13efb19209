import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { editorApi } from '../server-api/editor-api';
import type { PageListing } from '../server-api/types';
import { PageDialogs, type PageDialog } from './PageDialogs';

// Mantine's modal listens for web fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

// Nor scrollIntoView, which Mantine's Combobox calls on the option it selects.
Element.prototype.scrollIntoView ??= () => undefined;

const WORDS =
  '/robots.txt is an address the site keeps for itself, so this page cannot be published there. Move it to another address or delete it: no redirect is kept from /robots.txt, where the site answers itself.';
const reservedPage = { file: 'pages/robots.txt.json', route: '/robots.txt', title: 'Robots', reserved: WORDS };

const about = { file: 'pages/about.json', route: '/about', title: 'About us' };
const PAGES: PageListing[] = [
  { file: 'pages/index.json', route: '/', title: 'Home' },
  about,
  { file: 'pages/contact.json', route: '/contact', title: 'Contact' },
  { file: 'pages/404.json', route: '*', title: 'Not found' },
  reservedPage,
];

afterEach(() => vi.restoreAllMocks());

function open(dialog: PageDialog) {
  render(
    <MantineProvider>
      <PageDialogs dialog={dialog} pages={PAGES} onClose={() => undefined} onDone={() => undefined} />
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

it('asks where visitors of a deleted page go, the home page first, and sends the page picked with the keyboard', async () => {
  const deleteFile = vi.spyOn(editorApi, 'deleteFile').mockResolvedValue({ deleted: about.file });
  const user = userEvent.setup();
  open({ kind: 'delete', page: about });
  // The label names the input and the list of choices it opens: the field is the input.
  const field = screen.getAllByLabelText(/Send visitors of \/about to/).find((each) => each.tagName === 'INPUT')!;
  expect(field).toHaveProperty('value', 'Home (/)');
  expect(
    screen.getByText(/Once the deletion is published, \/about answers with a permanent redirect \(301\) to \//),
  ).toBeTruthy();

  await user.click(field);
  // Neither the page deleted, nor the not-found page, nor an address the site keeps is offered.
  const offered = (await screen.findAllByRole('option', { hidden: true })).map((option) => option.textContent);
  expect(offered).toEqual(['Home (/)', 'Contact (/contact)']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect(field).toHaveProperty('value', 'Contact (/contact)');
  await user.click(screen.getByRole('button', { name: 'Delete page' }));
  await waitFor(() => expect(deleteFile).toHaveBeenCalledWith('pages/about.json', '/contact'));
});

it.each([
  ['a page at an address the site keeps', reservedPage],
  ['an entry', { file: 'content/posts/launch.json', route: '/blog/launch', title: 'Launch' }],
])('asks no redirect for %s', (_what, page) => {
  open({ kind: 'delete', page });
  expect(screen.queryByText(/Send visitors of/)).toBeNull();
  expect(screen.queryByText(/301/)).toBeNull();
});
