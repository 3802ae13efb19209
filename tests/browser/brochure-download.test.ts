import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { leadsFor, uniqueEmail } from './harness/lead-db';
import { waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';
import { blocksOf, loadSite, pageFor } from './harness/site-data';

const session = createBrowserSession();
const site = loadSite();
const route = '/product/material-mangement-details';

function firstProduct() {
  const item = blocksOf(pageFor(route), 'downloadList')[0]?.items[0];
  if (!item) throw new Error(`${route} has no downloadList item`);
  return item;
}

interface Visit {
  page: Page;
  leadPosts: () => number;
  downloads: Download[];
}

async function openProductPage(): Promise<Visit> {
  const { page } = await session.open({ width: 1280 });
  let posts = 0;
  const downloads: Download[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/query/add')) posts += 1;
  });
  page.on('download', (download) => downloads.push(download));
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, 'main button');
  return { page, leadPosts: () => posts, downloads };
}

function downloadButton(page: Page) {
  return page.getByRole('button', { name: /^download/i }).first();
}

function detailsModal(page: Page) {
  return page.getByRole('dialog', { name: 'Enter Your Details' });
}

async function fillDetails(page: Page, details: { name?: string; email: string; mobile: string }) {
  const modal = detailsModal(page);
  if (details.name !== undefined) await modal.getByLabel('Name').fill(details.name);
  await modal.getByLabel('Email').fill(details.email);
  await modal.getByLabel('Mobile').fill(details.mobile);
}

/** Flagged invalid for the visitor and assistive technology (aria-invalid, or the browser's own check). */
function isFlaggedInvalid(page: Page, label: string): Promise<boolean> {
  return detailsModal(page)
    .getByLabel(label)
    .evaluate((input) => input.getAttribute('aria-invalid') === 'true' || input.matches(':invalid'));
}

function submit(page: Page) {
  return detailsModal(page).locator('button[type="submit"]').click();
}

async function expectValidPdf(download: Download): Promise<void> {
  expect(download.suggestedFilename()).toBe(site.downloadFileName);
  expect(site.downloadFileName).toBe('yourfile.pdf');
  const file = await download.path();
  expect(readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe('brochure download gate', () => {
  it('asks for details first, refuses a 9-digit mobile, accepts +91 and an uppercase e-mail, stores the lead normalised, downloads and thanks', async () => {
    const { page, leadPosts, downloads } = await openProductPage();
    const email = uniqueEmail('brochure');

    await downloadButton(page).click();
    await expect.poll(() => detailsModal(page).isVisible()).toBe(true);
    expect(downloads).toHaveLength(0);

    await fillDetails(page, { name: 'Anil Kulkarni', email, mobile: '987654321' });
    await submit(page);
    await expect.poll(() => isFlaggedInvalid(page, 'Mobile')).toBe(true);
    expect(leadPosts(), '9-digit mobile refused').toBe(0);

    // Typed as people type them: accepted, and sent (and stored) normalised.
    await fillDetails(page, { email: ` ${email.toUpperCase()} `, mobile: '+91 98765-43210' });
    const downloadEvent = page.waitForEvent('download');
    await submit(page);
    const download = await downloadEvent;
    await expectValidPdf(download);
    await expect.poll(() => detailsModal(page).count()).toBe(0);
    // The server's thank-you is shown outside the closed modal, naming the visitor.
    const thanks = page.getByRole('status').filter({ hasText: 'Anil Kulkarni' });
    await expect.poll(() => thanks.isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('is_download'))).toBeTruthy();
    expect(leadPosts()).toBe(1);
    expect(leadsFor(email)).toEqual([
      expect.objectContaining({ kind: 'pdf', name: 'Anil Kulkarni', email, mobile: '9876543210', message: null }),
    ]);
    // The lead names the brochure that was asked for.
    expect(leadsFor(email)[0]?.brochure).toBe(firstProduct().brochure);

    // After a reload the details are remembered: the next Download saves at once.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await waitForHydration(page, 'main button');
    const second = page.waitForEvent('download');
    await downloadButton(page).click();
    await expectValidPdf(await second);
    expect(await detailsModal(page).count()).toBe(0);
    expect(leadPosts()).toBe(1);
  });

  it('closing the modal saves nothing and downloads nothing', async () => {
    const { page, leadPosts, downloads } = await openProductPage();
    await downloadButton(page).click();
    await expect.poll(() => detailsModal(page).isVisible()).toBe(true);
    await fillDetails(page, { name: 'Meera', email: uniqueEmail('closed'), mobile: '9876543210' });
    await detailsModal(page).getByRole('button', { name: /close/i }).first().click();
    await expect.poll(() => detailsModal(page).count()).toBe(0);
    expect(leadPosts()).toBe(0);
    expect(downloads).toHaveLength(0);
    expect(await page.evaluate(() => localStorage.getItem('is_download'))).toBeNull();

    // Still gated: the next click asks again.
    await downloadButton(page).click();
    await expect.poll(() => detailsModal(page).isVisible()).toBe(true);
  });

  it('when the API fails the visitor is told and the modal keeps their input', async () => {
    const { page, downloads } = await openProductPage();
    await page.route('**/query/add', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await downloadButton(page).click();
    const email = uniqueEmail('brochure-fail');
    await fillDetails(page, { name: 'Kiran', email, mobile: '9876543210' });
    await submit(page);
    await expect.poll(() => detailsModal(page).getByRole('alert').count()).toBeGreaterThan(0);
    expect(await detailsModal(page).getByLabel('Email').inputValue()).toBe(email);
    expect(downloads).toHaveLength(0);
    expect(await page.evaluate(() => localStorage.getItem('is_download'))).toBeNull();
  });

  it('the brochure behind each Download button is a real PDF', async () => {
    const { page } = await openProductPage();
    const item = firstProduct();
    const response = await page.request.get(item.brochure);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
