import type { Page } from 'playwright-core';

interface AxNode {
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
}

/**
 * The expanded state Chromium itself gives screen readers for the button with this accessible name,
 * or undefined when no such button is exposed. Playwright's `getByRole(..., { expanded })` reads only
 * the aria-expanded attribute, and a popovertarget button gets its state from the browser instead.
 */
export async function chromiumExpandedState(page: Page, buttonName: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
    const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === buttonName);
    if (!button) return undefined;
    return button.properties?.find((property) => property.name === 'expanded')?.value.value === true;
  } finally {
    await cdp.detach();
  }
}
