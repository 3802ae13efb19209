import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { renderBlock } from '../../../../tests/blocks/render-block';
import type { AuthoredBlockOf } from '../block-types';
import Form from './index';

const block: AuthoredBlockOf<'form'> = { type: 'form', variant: 'contact', heading: 'Send Us a Query' };

let fetchMock: Mock<(url: string, init: RequestInit) => Promise<Response>>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const send = () => screen.getByRole('button', { name: 'Send' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Priya Deshmukh');
  await user.type(field('Email address'), 'priya@example.com');
  await user.type(field('Message'), 'We need a palletizer for 25 kg bags.');
}

/** The one request the form made, checked for the exact URL, method, headers and body. */
function expectQueryPosted(body: object) {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [url, init] = fetchMock.mock.calls[0]!;
  expect(url).toBe('/api/query/add');
  expect(init.method).toBe('POST');
  expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  expect(JSON.parse(init.body as string)).toEqual(body);
}

describe('Form (contact)', () => {
  it('is a real form that a browser without scripts posts to the server, every field named', () => {
    renderBlock(Form, block);
    const form = send().closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/forms/contact');
    expect([...form.elements].map((element) => element.getAttribute('name')).filter(Boolean)).toEqual([
      'name',
      'email',
      'message',
      'website',
    ]);
  });

  it('has Name, Email address, a 100 px Message box and a Send button, from the schema defaults', () => {
    renderBlock(Form, block);
    screen.getByRole('form', { name: 'Send Us a Query' });
    expect(field('Name').required).toBe(true);
    expect(field('Email address').getAttribute('type')).toBe('email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message').style.height).toBe('100px');
    expect(send()).toBeTruthy();
  });

  it('takes the button label and message height from the block data', () => {
    renderBlock(Form, { ...block, submitLabel: 'Send query', messageHeightPx: 160 });
    screen.getByRole('button', { name: 'Send query' });
    expect(field('Message').style.height).toBe('160px');
  });

  it('shows a message next to each missing field and sends nothing', async () => {
    const user = userEvent.setup();
    renderBlock(Form, block);
    await user.click(send());
    // The rules load on demand (first focus), so the messages appear once they have arrived.
    await screen.findByText('Enter your name');
    expect(field('Name').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Enter your e-mail address');
    screen.getByText('Enter your message');
    expect(document.activeElement).toBe(field('Name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field’s message as the visitor types in it, and only that one', async () => {
    const user = userEvent.setup();
    renderBlock(Form, block);
    await user.click(send());
    await screen.findByText('Enter your name');
    await user.type(field('Name'), 'P');
    expect(screen.queryByText('Enter your name')).toBeNull();
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
    screen.getByText('Enter your e-mail address');
    expect(field('Email address').getAttribute('aria-describedby')).toBe(
      screen.getByText('Enter your e-mail address').id,
    );
  });

  it('refuses an invalid e-mail address', async () => {
    const user = userEvent.setup();
    renderBlock(Form, block);
    await fillIn(user);
    await user.clear(field('Email address'));
    await user.type(field('Email address'), 'priya@example');
    await user.click(send());
    await screen.findByText('Enter a valid e-mail address like name@company.com');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on success posts the exact body, clears every field and shows the server message under "Query"', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'Thank you, our team will call you today.' }));
    const user = userEvent.setup();
    renderBlock(Form, block);
    await fillIn(user);
    await user.click(send());

    const popup = await screen.findByRole('dialog', { name: 'Query' });
    within(popup).getByText('Thank you, our team will call you today.');
    expectQueryPosted({
      name: 'Priya Deshmukh',
      email: 'priya@example.com',
      message: 'We need a palletizer for 25 kg bags.',
      type: 'query',
    });
    expect([field('Name').value, field('Email address').value, field('Message').value]).toEqual(['', '', '']);

    await user.click(within(popup).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('on failure logs the spec text, tells the visitor with the company e-mail and keeps what they typed', async () => {
    fetchMock.mockResolvedValue(new Response('Internal error', { status: 500 }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderBlock(Form, block);
    await fillIn(user);
    await user.click(send());

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not send your message.');
    expect(within(alert).getByRole('link', { name: 'sales@kinetiq.example.in' }).getAttribute('href')).toBe(
      'mailto:sales@kinetiq.example.in',
    );
    expect(log).toHaveBeenCalledWith('Failed to submit the form', expect.anything());
    expect([field('Name').value, field('Email address').value, field('Message').value]).toEqual([
      'Priya Deshmukh',
      'priya@example.com',
      'We need a palletizer for 25 kg bags.',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('treats a network error as a failure too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderBlock(Form, block);
    await fillIn(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Failed to submit the form', expect.any(TypeError));
  });

  it('disables Send while sending and never submits twice', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderBlock(Form, block);
    await fillIn(user);
    await user.click(send());
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(true));
    await user.click(send());
    fireEvent.submit(screen.getByRole('form'));
    fireEvent.submit(screen.getByRole('form'));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(Response.json({ message: 'Thanks' }));
    await screen.findByRole('dialog', { name: 'Query' });
    expect((send() as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends the honeypot field only when a bot filled it', async () => {
    fetchMock.mockResolvedValue(Response.json({ message: 'ok' }));
    const user = userEvent.setup();
    const { container } = renderBlock(Form, block);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await fillIn(user);
    fireEvent.change(trap, { target: { value: 'http://spam.example' } });
    await user.click(send());
    await screen.findByRole('dialog');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toHaveProperty('website', 'http://spam.example');
  });
});
