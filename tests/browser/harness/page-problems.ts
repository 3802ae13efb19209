import type { Page } from 'playwright-core';

/**
 * React's hydration complaints: dev warnings mention "hydrat"; production builds throw minified
 * errors #418 (text/markup mismatch), #423 (recoverable: client re-rendered the root) and #425 (text).
 */
const hydrationProblem = /hydrat|react\.dev\/errors\/(418|423|425)|Minified React error #(418|423|425)/i;

export interface PageProblems {
  /** Console errors, uncaught exceptions, hydration warnings and failed same-origin requests so far. */
  list(): string[];
}

/**
 * Records everything a visitor's console or network panel would show as wrong. `expectedStatus`
 * lets the not-found document itself answer 404 without counting as a failed request.
 */
export function watchPageProblems(
  page: Page,
  origin: string,
  expected: { documentStatus?: number } = {},
): PageProblems {
  const problems: string[] = [];
  /** Documents that answered with the expected error status: Chromium logs those loads as console errors too. */
  const expectedErrorDocuments = new Set<string>();
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource') && expectedErrorDocuments.has(message.location().url)) return;
    if (message.type() === 'error') problems.push(`console error: ${text}`);
    else if (hydrationProblem.test(text)) problems.push(`hydration ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(origin)) return;
    const reason = request.failure()?.errorText ?? 'failed';
    // A download or a navigation that replaces the request is not a failure the visitor sees.
    if (reason === 'net::ERR_ABORTED' && request.isNavigationRequest()) return;
    // Chromium cancels an image load itself when it re-picks a <picture> source mid-load (seen once
    // in CI at 1280 px during the full-page screenshot). A server that fails shows up as an HTTP
    // status (below) or another net:: error, never as ERR_ABORTED.
    if (reason === 'net::ERR_ABORTED' && request.resourceType() === 'image') return;
    problems.push(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (!response.url().startsWith(origin) || response.status() < 400) return;
    const isDocument = response.request().isNavigationRequest();
    if (isDocument && response.status() === expected.documentStatus) {
      expectedErrorDocuments.add(response.url());
      return;
    }
    problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return { list: () => [...problems] };
}
