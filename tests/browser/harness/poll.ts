import type { Page } from 'playwright-core';

/**
 * Polls a condition in the page from Node's side with real time. Playwright's own waitForFunction
 * polls with the page's timers, which stand still while a test holds the fake clock.
 */
async function pollInPage(
  page: Page,
  condition: (arg: string) => boolean,
  arg: string,
  { timeoutMs = 15_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(condition, arg)) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until React has hydrated the element (it carries a fiber), so its handlers are attached. */
export function waitForHydration(page: Page, selector: string): Promise<void> {
  return pollInPage(
    page,
    (sel) => {
      const element = document.querySelector(sel);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    },
    selector,
    { what: `hydration of ${selector}` },
  );
}
