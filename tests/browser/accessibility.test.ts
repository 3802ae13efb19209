import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { repoRoot } from './harness/repo-root';
import { createBrowserSession } from './harness/session';
import { routesUnderTest, unknownRoutes } from './harness/site-routes';

const session = createBrowserSession();
const axeSource = readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');
const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');
const widths = [375, 1280];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's full rule set (every impact), on the page as it stands. */
async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: the site's CSP (script-src 'self') rightly refuses an inline <script>.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    // The map embed is another site's document: axe cannot inject into it, and it is not ours to fix.
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return result.violations;
  });
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 5)
        .map((node) => JSON.stringify(node.target))
        .join(
          ', ',
        )}${violation.nodes[0]?.failureSummary ? ` — ${violation.nodes[0].failureSummary.replace(/\s+/g, ' ')}` : ''}`,
  );
}

/** Scrolls through the page so lazy images load (for the screenshot), then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

function screenshotName(route: string, width: number): string {
  const slug = route === '/' ? 'home' : route.slice(1).replace(/[^A-Za-z0-9]+/g, '-');
  return path.join(screenshotDir, `${slug}-${width}.png`);
}

describe('accessibility (axe-core, every impact) and screenshots', () => {
  mkdirSync(screenshotDir, { recursive: true });
  const cases = [...routesUnderTest(), unknownRoutes[0]].flatMap((route) =>
    widths.map((width) => [route, width] as const),
  );

  it.each(cases)('%s at %i px: no axe violations, no console or hydration errors', async (route, width) => {
    const isNotFound = (unknownRoutes as readonly string[]).includes(route);
    const { page, problems } = await session.open({ width, height: 800, documentStatus: isNotFound ? 404 : undefined });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    await scrollThrough(page);
    await page.screenshot({ path: screenshotName(route, width), fullPage: true });

    expect(await axeViolations(page)).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});
