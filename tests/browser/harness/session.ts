import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { watchPageProblems, type PageProblems } from './page-problems';
import { standInForThirdParty } from './third-party';

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: PageProblems;
}

export interface BrowserSession {
  baseUrl: string;
  /** A fresh context (own storage, own downloads, no internet: see standInForThirdParty) and page at the given viewport. */
  open(
    options?: BrowserContextOptions & { width?: number; height?: number; documentStatus?: number },
  ): Promise<OpenedPage>;
}

/**
 * One Chromium per test file, closed after it; every `open` gets an isolated context, closed after its test.
 * `baseUrl` names another site than the suite's build of pages/ (the layout fixture site).
 */
export function createBrowserSession(options: { baseUrl?: string } = {}): BrowserSession {
  const baseUrl = options.baseUrl ?? inject('baseUrl');
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    baseUrl,
    async open({ width = 1280, height = 800, documentStatus, ...options } = {}) {
      if (!browser) throw new Error('browser not launched yet: call open() inside a test');
      // `baseURL` may name another server of the site (the development server).
      const siteUrl = options.baseURL ?? baseUrl;
      const context = await browser.newContext({
        baseURL: siteUrl,
        viewport: { width, height },
        acceptDownloads: true,
        ...options,
      });
      contexts.push(context);
      await standInForThirdParty(context, siteUrl);
      const page = await context.newPage();
      const problems = watchPageProblems(page, siteUrl, { documentStatus });
      return { page, context, problems };
    },
  };
}
