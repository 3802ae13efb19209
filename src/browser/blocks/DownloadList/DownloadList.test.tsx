import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import type { AuthoredBlockOf } from '../block-types';
import DownloadList from './index';

const block: AuthoredBlockOf<'downloadList'> = {
  type: 'downloadList',
  heading: 'Software Products',
  items: [
    {
      id: 'ehm',
      title: 'Equipment Health Manager',
      description: ['Watches motors and gearboxes.', 'Warns before a breakdown.'],
      figures: [{ value: '100 kg', label: 'maximum load' }],
      bullets: ['Vibration trends', 'Alarm history'],
      image: { src: '/images/product/ehm.svg', alt: 'Health dashboard', width: 480, height: 320 },
      brochure: '/brochures/equipment-health-manager.pdf',
      demo: { label: 'Demo', href: 'https://demo.example.com/ehm' },
    },
    {
      id: 'syncmate',
      title: 'SyncMate',
      description: ['Connects PLCs to the cloud.'],
      brochure: '/brochures/syncmate.pdf',
    },
  ],
};

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
let downloads: { href: string | null; download: string | null }[];
beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  downloads = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute('href'), download: this.getAttribute('download') });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const downloadButton = (title: string) => screen.getByRole('button', { name: `Download ${title} brochure (PDF)` });
const dialog = () => screen.findByRole('dialog', { name: 'Enter Your Details' });
const input = (name: string) =>
  within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

async function openModal(user: ReturnType<typeof userEvent.setup>, title = 'SyncMate') {
  renderBlock(DownloadList, block);
  await user.click(downloadButton(title));
  return dialog();
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>, details: Record<string, string>) {
  for (const [name, value] of Object.entries(details)) {
    await user.clear(input(name));
    if (value) await user.type(input(name), value);
  }
}

describe('DownloadList', () => {
  it('has an empty status region before any download, so the thank-you is announced when it appears', () => {
    renderBlock(DownloadList, block);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows each product with description, figures, bullets and a Download button naming it', () => {
    renderBlock(DownloadList, block);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Equipment Health Manager',
      'SyncMate',
    ]);
    screen.getByText('Warns before a breakdown.');
    screen.getByText('100 kg');
    screen.getByText('Vibration trends');
    expect(downloadButton('Equipment Health Manager').textContent).toBe('Download');
    expect(downloadButton('SyncMate')).toBeTruthy();
  });

  it('without scripts, a Download button leads to the details page for its brochure', () => {
    renderBlock(DownloadList, block);
    const button = downloadButton('SyncMate') as HTMLButtonElement;
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/api/forms/brochure');
    // The clicked submit button sends its own name and value: ?file=/brochures/syncmate.pdf.
    expect([button.type, button.name, button.value]).toEqual([
      'submit',
      'file',
      block.items.find((item) => item.title === 'SyncMate')!.brochure,
    ]);
  });

  it('makes product names h2 when the list has no heading, so heading levels never skip', () => {
    renderBlock(DownloadList, { ...block, heading: undefined });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Equipment Health Manager',
      'SyncMate',
    ]);
  });

  it('shows a Demo button only where the data has a demo, opening in a new tab safely', () => {
    renderBlock(DownloadList, block);
    const demos = screen.getAllByRole('link', { name: /Demo/ });
    expect(demos).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Demo: Equipment Health Manager (opens in a new tab)' })).toBe(demos[0]);
    expect(demos[0]!.childNodes[0]!.textContent, 'the visible label').toBe('Demo');
    expect(demos[0]!.getAttribute('href')).toBe('https://demo.example.com/ehm');
    expect(demos[0]!.getAttribute('target')).toBe('_blank');
    expect(demos[0]!.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('downloads at once as yourfile.pdf when is_download is set', async () => {
    localStorage.setItem('is_download', 'true');
    const user = userEvent.setup();
    renderBlock(DownloadList, block);
    await user.click(downloadButton('SyncMate'));
    expect(downloads).toEqual([{ href: '/brochures/syncmate.pdf', download: 'yourfile.pdf' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks for details in "Enter Your Details" when is_download is not set', async () => {
    const user = userEvent.setup();
    const modal = await openModal(user);
    within(modal).getByText(/Your SyncMate brochure downloads/);
    expect(input('Name').required).toBe(false);
    expect(input('Email').required).toBe(true);
    expect(input('Mobile').required).toBe(true);
    expect(downloads).toEqual([]);
  });

  it.each(['987654321', '98765432101'])('refuses the mobile number %s', async (mobile) => {
    const user = userEvent.setup();
    await openModal(user);
    await fillDetails(user, { Email: 'rahul@example.com', Mobile: mobile });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByText('Enter a 10-digit mobile number');
    expect(input('Mobile').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('accepts an e-mail and mobile as people type them and sends them normalised', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Thank you, Ravi.' }));
    const user = userEvent.setup();
    await openModal(user);
    await fillDetails(user, { Email: 'RAVI@Example.com', Mobile: '+91 98765 43210' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toMatchObject({
      email: 'ravi@example.com',
      mobile: '9876543210',
    });
  });

  it('requires e-mail and mobile but not the name', async () => {
    const user = userEvent.setup();
    await openModal(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByText('Enter your e-mail address');
    screen.getByText('Enter a 10-digit mobile number');
    expect(input('Name').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('on a valid submit posts the exact body, sets is_download, downloads the chosen PDF and closes', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Thank you' }));
    const user = userEvent.setup();
    await openModal(user, 'Equipment Health Manager');
    await fillDetails(user, { Name: 'Rahul Iyer', Email: 'rahul@example.com', Mobile: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/query/add');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Rahul Iyer',
      email: 'rahul@example.com',
      mobile: '9876543210',
      query: 'pdf',
      brochure: '/brochures/equipment-health-manager.pdf',
    });
    expect(localStorage.getItem('is_download')).toBe('true');
    expect(downloads).toEqual([{ href: '/brochures/equipment-health-manager.pdf', download: 'yourfile.pdf' }]);

    // The server's thank-you stays on the page (outside the closed modal) for a while.
    expect(screen.getByRole('status').textContent).toBe('Thank you');

    // The form was reset, and the next download needs no details.
    await user.click(downloadButton('SyncMate'));
    expect(downloads).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the Close button dismisses without saving anything', async () => {
    const user = userEvent.setup();
    await openModal(user);
    await fillDetails(user, { Email: 'rahul@example.com', Mobile: '9876543210' });
    const footerClose = screen
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === 'Close');
    await user.click(footerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('is_download')).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('the header close button dismisses too', async () => {
    const user = userEvent.setup();
    const modal = await openModal(user);
    const headerClose = within(modal)
      .getAllByRole('button', { name: 'Close' })
      .find((button) => button.textContent === '');
    await user.click(headerClose!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('is_download')).toBeNull();
  });

  it('closes on Escape and returns focus to the Download button that opened it', async () => {
    const user = userEvent.setup();
    await openModal(user, 'SyncMate');
    await waitFor(() => expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(downloadButton('SyncMate')));
  });

  it('on failure logs the spec text, tells the visitor in the modal and keeps the input', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    await openModal(user);
    await fillDetails(user, { Name: 'Rahul Iyer', Email: 'rahul@example.com', Mobile: '9876543210' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('We could not send your details');
    expect(within(alert).getByRole('link').getAttribute('href')).toBe('mailto:sales@kinetiq.example.in');
    expect(log).toHaveBeenCalledWith('Error submitting the form', expect.anything());
    expect([input('Name').value, input('Email').value, input('Mobile').value]).toEqual([
      'Rahul Iyer',
      'rahul@example.com',
      '9876543210',
    ]);
    expect(localStorage.getItem('is_download')).toBeNull();
    expect(downloads).toEqual([]);
  });

  it('disables Submit while sending and never posts twice', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    await openModal(user);
    await fillDetails(user, { Email: 'rahul@example.com', Mobile: '9876543210' });
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    await user.click(submit);
    await waitFor(() => expect(submit.disabled).toBe(true));
    fireEvent.submit(submit.closest('form')!);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answer(Response.json({ message: 'ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
