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

/**
 * Waits until the page has hydrated (the app marks <html data-hydrated> once React's handlers are
 * attached) and `selector` is in the page, so clicks and key presses on it reach the app.
 */
export function waitForHydration(page: Page, selector: string): Promise<void> {
  return pollInPage(
    page,
    (sel) => document.documentElement.dataset.hydrated === 'true' && document.querySelector(sel) !== null,
    selector,
    { what: `hydration of ${selector}` },
  );
}

/**
 * Lets the page finish the work already queued (React renders after a timer fired) before a
 * "nothing happened" check. React schedules renders with MessageChannel tasks, which Playwright's
 * fake clock leaves alone; a few round trips through a channel run after them. No fixed sleep.
 */
export async function flushPageTasks(page: Page, rounds = 3): Promise<void> {
  await page.evaluate(async (count) => {
    for (let round = 0; round < count; round += 1) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}
