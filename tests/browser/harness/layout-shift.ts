import type { Page } from 'playwright-core';

/**
 * Sums every layout shift from the first paint on, as CLS counts them (none right after the
 * visitor's input). Call before `goto`; read with the returned function.
 */
export async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const total = window as unknown as { __layoutShift: number };
    total.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) total.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}
