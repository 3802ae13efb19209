import { inject } from 'vitest';
import { createBrowserSession, type BrowserSession } from './session';

/** A browser session on the layout fixture site (see layout-site.ts) instead of the build of pages/. */
export function createLayoutSiteSession(): BrowserSession {
  return createBrowserSession({ baseUrl: inject('layoutSiteUrl') });
}
