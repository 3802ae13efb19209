import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { leadsFor, uniqueEmail } from './harness/lead-db';
import { createBrowserSession } from './harness/session';
import { blocksOf, loadPages, loadSite } from './harness/site-data';

const session = createBrowserSession();
const site = loadSite();

/** The first route whose page has a block of this type: the tests follow the content, not one page. */
function routeWith(type: 'form' | 'downloadList'): string {
  for (const [route, page] of loadPages()) if (blocksOf(page, type).length > 0) return route;
  throw new Error(`no page in pages/ has a ${type} block`);
}

/** A visitor whose browser runs no scripts (blocked or failed on a corporate network). */
async function openWithoutScripts(route: string): Promise<Page> {
  const { page } = await session.open({ width: 1280, javaScriptEnabled: false });
  await page.goto(route);
  return page;
}

function contactForm(page: Page) {
  const form = page.locator('form').filter({ has: page.getByLabel('Message') });
  return {
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email address'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /send/i }),
  };
}

describe('lead forms with JavaScript switched off', () => {
  it('sends the contact form: the thank-you page shows with a link back, and the lead is stored once', async () => {
    const route = routeWith('form');
    const page = await openWithoutScripts(route);
    const email = uniqueEmail('nojs-contact');
    const form = contactForm(page);
    await form.name.fill('Priya Deshmukh');
    await form.email.fill(email);
    await form.message.fill('Please quote a palletizing cell for 25 kg bags.');
    await Promise.all([page.waitForLoadState('load'), form.send.click()]);
    await page.waitForURL(/\/forms\/contact$/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
    expect(await page.locator('main').textContent()).toContain('Thank you, Priya Deshmukh.');
    expect(await page.getByRole('link', { name: /back/i }).getAttribute('href')).toBe(route);
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ kind: 'query', name: 'Priya Deshmukh', message: expect.stringContaining('25 kg') }),
    ]);
  });

  it('sends it with an invalid e-mail: the message shows and what was typed is still in the fields', async () => {
    const page = await openWithoutScripts(routeWith('form'));
    const form = contactForm(page);
    await form.name.fill('Priya Deshmukh');
    await form.email.fill('priya.example.com');
    await form.message.fill('Line one of my question.\nLine two, with <angle> & "quotes".');
    await form.send.click();
    await page.waitForURL(/\/forms\/contact$/);
    const again = contactForm(page);
    expect(await again.email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main').textContent()).toContain('Enter a valid e-mail address');
    expect(await again.name.inputValue()).toBe('Priya Deshmukh');
    expect(await again.email.inputValue()).toBe('priya.example.com');
    expect(await again.message.inputValue()).toBe('Line one of my question.\nLine two, with <angle> & "quotes".');
    expect(leadsFor('priya.example.com')).toEqual([]);

    // Corrected on the server's page, the form goes through.
    const email = uniqueEmail('nojs-corrected');
    await again.email.fill(email);
    await again.send.click();
    await page.waitForURL(/\/forms\/contact$/);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Thank you');
    expect(leadsFor(email)).toHaveLength(1);
  });

  it('gets a brochure: Download leads to the details form, and the PDF arrives as the site download name', async () => {
    const route = routeWith('downloadList');
    const product = blocksOf(loadPages().get(route)!, 'downloadList')[0]!.items[0]!;
    const page = await openWithoutScripts(route);
    await page.getByRole('button', { name: `Download ${product.title} brochure (PDF)` }).click();
    await page.waitForURL(/\/forms\/brochure\?file=/);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Enter Your Details');

    const email = uniqueEmail('nojs-brochure');
    await page.getByLabel('Name').fill('Rahul Iyer');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Mobile').fill('+91 98765 43210');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Submit' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(site.downloadFileName);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ kind: 'pdf', name: 'Rahul Iyer', mobile: '9876543210', brochure: product.brochure }),
    ]);
  });

  it('gives the details form back with the mobile message and the input kept', async () => {
    const route = routeWith('downloadList');
    const page = await openWithoutScripts(route);
    await page
      .getByRole('button', { name: /^download/i })
      .first()
      .click();
    await page.waitForURL(/\/forms\/brochure\?file=/);
    await page.getByLabel('Name').fill('Rahul Iyer');
    await page.getByLabel('Email').fill('rahul@example.com');
    await page.getByLabel('Mobile').fill('98765');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => page.getByLabel('Mobile').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('main').textContent()).toContain('Enter a 10-digit mobile number');
    expect(await page.getByLabel('Name').inputValue()).toBe('Rahul Iyer');
    expect(await page.getByLabel('Mobile').inputValue()).toBe('98765');
  });
});
