import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { NewEntryDialog } from './NewEntryDialog';

// Mantine's modal listens for web fonts, which jsdom does not have.
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => undefined, removeEventListener: () => undefined },
});

const jobs = { name: 'jobs', title: 'Job openings', entryTitle: 'Job opening', entries: [] };

function typeTitle(title: string) {
  render(
    <MantineProvider>
      <NewEntryDialog collection={jobs} onClose={() => undefined} onCreated={() => undefined} />
    </MantineProvider>,
  );
  fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: title } });
}

it('says, while the author types a title in Hindi, that an address takes Latin letters and digits', () => {
  typeTitle('नौकरी');
  expect(screen.getByText(/^An address is made of Latin letters \(a-z\) and digits only/).textContent).toContain(
    "the title has none to make the job opening's address from. Add an English word or a number",
  );
  expect(screen.queryByText('Type a title to see the address.')).toBeNull();
});

it('shows the address a Latin title gives, and the prompt for an empty one', () => {
  typeTitle('PLC Engineer (Pune)');
  expect(screen.getByText('Address: /careers/current-openings/plc-engineer-pune')).toBeTruthy();
  fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: '  ' } });
  expect(screen.getByText('Type a title to see the address.')).toBeTruthy();
});
