import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { leadsFor, uniqueEmail } from './harness/lead-db';
import { waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';
import { loadSite } from './harness/site-data';

const session = createBrowserSession();
const site = loadSite();

function fields(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Message') });
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email address'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send' }),
  };
}

async function openContact(): Promise<{ page: Page; leadPosts: () => number; problems: () => string[] }> {
  const { page, problems } = await session.open({ width: 1280 });
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/query/add')) posts += 1;
  });
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, 'form');
  return { page, leadPosts: () => posts, problems: problems.list };
}

/** Whether a field is marked invalid: Mantine's aria-invalid, or the browser's own constraint check. */
function isFlagged(field: Locator): Promise<boolean> {
  return field.evaluate((input) => input.getAttribute('aria-invalid') === 'true' || input.matches(':invalid'));
}

describe('contact form against the real lead API', () => {
  it('has a 100 px message box', async () => {
    const { page } = await openContact();
    expect(await fields(page).message.evaluate((element) => element.getBoundingClientRect().height)).toBe(100);
  });

  it('blocks an invalid e-mail without sending anything', async () => {
    const { page, leadPosts } = await openContact();
    const form = fields(page);
    await form.name.fill('Priya Deshmukh');
    await form.email.fill('priya.example.com');
    await form.message.fill('We need a palletizer for 25 kg bags.');
    await form.send.click();
    // Flagged for the visitor and for assistive technology (Mantine's aria-invalid or the browser's own check).
    await expect.poll(() => isFlagged(form.email)).toBe(true);
    expect(leadPosts()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await form.email.inputValue()).toBe('priya.example.com');
  });

  it('blocks an empty message', async () => {
    const { page, leadPosts } = await openContact();
    const form = fields(page);
    await form.name.fill('Priya Deshmukh');
    await form.email.fill('priya@example.com');
    await form.send.click();
    await expect.poll(() => isFlagged(form.message)).toBe(true);
    expect(leadPosts()).toBe(0);
  });

  it('a valid send stores the lead, clears the fields and shows the server message in a "Query" popup', async () => {
    const { page, problems } = await openContact();
    const form = fields(page);
    const email = uniqueEmail('contact');
    const message = 'Please quote a robotic palletizing cell for 25 kg cement bags, 12 bags a minute.';
    await form.name.fill('Priya Deshmukh');
    await form.email.fill(email);
    await form.message.fill(message);
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith('/query/add') && answer.request().method() === 'POST'),
      form.send.click(),
    ]);
    expect(response.status()).toBe(200);
    const serverMessage = ((await response.json()) as { message: string }).message;
    expect(serverMessage).toBeTruthy();

    const popup = page.getByRole('dialog', { name: 'Query' });
    await expect.poll(() => popup.isVisible()).toBe(true);
    expect(await popup.innerText()).toContain(serverMessage);
    expect(await form.name.inputValue()).toBe('');
    expect(await form.email.inputValue()).toBe('');
    expect(await form.message.inputValue()).toBe('');
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ kind: 'query', name: 'Priya Deshmukh', email, message, mobile: null }),
    ]);
    expect(problems()).toEqual([]);
  });

  it('when the API answers 500 the visitor sees an error and keeps everything they typed', async () => {
    const { page } = await openContact();
    await page.route('**/query/add', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Server error.' }),
      }),
    );
    const form = fields(page);
    const email = uniqueEmail('contact-fail');
    await form.name.fill('Rahul Iyer');
    await form.email.fill(email);
    await form.message.fill('Do you service truck loaders in Nashik?');
    await form.send.click();

    const error = page.getByRole('alert').filter({ hasText: site.contact.email });
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Query' }).count()).toBe(0);
    expect(await form.name.inputValue()).toBe('Rahul Iyer');
    expect(await form.email.inputValue()).toBe(email);
    expect(await form.message.inputValue()).toBe('Do you service truck loaders in Nashik?');
    expect(await form.send.isEnabled()).toBe(true);
    expect(leadsFor(email)).toEqual([]);
  });
});
