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
 * Waits until the first element matching `selector` is in the page and usable: every island that
 * holds it or sits inside it has hydrated (the runtime marks each `<page-island data-hydrated>`).
 * Islands below the fold hydrate only when the visitor comes near them: the harness reaches for
 * them as a visitor would (a pointerover), so a test never waits on scrolling. Static markup needs
 * no waiting at all: it has no script.
 */
export function waitForHydration(page: Page, selector: string): Promise<void> {
  return pollInPage(
    page,
    (sel) => {
      const element = document.querySelector(sel);
      if (!element) return false;
      const islands = [element.closest('page-island'), ...element.querySelectorAll('page-island')].filter(
        (island): island is HTMLElement => island instanceof HTMLElement,
      );
      const waiting = islands.filter((island) => island.dataset.hydrated !== 'true');
      for (const island of waiting) island.dispatchEvent(new Event('pointerover', { bubbles: true }));
      return waiting.length === 0;
    },
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
