import { describe, expect, inject, it } from 'vitest';
import { measureFirstLoad } from '../../scripts/bench/bench-first-load';
import { measureIslandCode } from '../../scripts/bench/bench-island-code';
import { isInteractiveBlock } from '../../src/browser/blocks/registry';
import type { BlockType } from '../../src/browser/blocks/block-types';
import { loadPages } from '../browser/harness/site-data';
import { budgetFor, loadBudgets } from './budget-file';

/**
 * Byte budgets are deterministic, so they are tests (issue 6). Runs after `npm run build` as part of
 * `npm run test:browser` (with or without Chromium). Raise a budget only with a commit note saying why.
 */
const distDir = inject('distDir');
const budgets = loadBudgets();
const pages = loadPages();
const routes = [...pages.keys()].sort();

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

describe('first-load byte budgets (budgets.json)', () => {
  it.each(routes)('%s loads no more JS and CSS (gzip) than its budget', (route) => {
    const measured = measureFirstLoad(distDir, route);
    const budget = budgetFor(budgets, route);
    expect(
      measured.jsGzipBytes,
      `${route}: first-load JS ${measured.jsGzipBytes} B (${kib(measured.jsGzipBytes)}) gzip exceeds its budget of ${budget.jsGzipBytes} B; files: ${measured.jsFiles.join(' ')}`,
    ).toBeLessThanOrEqual(budget.jsGzipBytes);
    expect(
      measured.cssGzipBytes,
      `${route}: first-load CSS ${measured.cssGzipBytes} B (${kib(measured.cssGzipBytes)}) gzip exceeds its budget of ${budget.cssGzipBytes} B; files: ${measured.cssFiles.join(' ')}`,
    ).toBeLessThanOrEqual(budget.cssGzipBytes);
  });

  it.each(routes)('%s fetches no more script (gzip) than its budget once all its islands have woken', (route) => {
    const types = [...new Set(pages.get(route)?.blocks.map((block) => block.type as BlockType))];
    const islands = measureIslandCode(distDir, types.filter(isInteractiveBlock));
    const budget = budgetFor(budgets, route).islandJsGzipBytes;
    expect(
      islands.gzipBytes,
      `${route}: its islands' code is ${islands.gzipBytes} B (${kib(islands.gzipBytes)}) gzip, over its budget of ${budget} B; files: ${islands.files.join(' ')}`,
    ).toBeLessThanOrEqual(budget);
  });

  it('every override names an existing route and says why', () => {
    for (const route of Object.keys(budgets.routes)) {
      expect(pages.has(route), `budgets.json names ${route}, which no page has`).toBe(true);
      expect(budgets.notes?.[route], `budgets.json: ${route} override has no note`).toBeTruthy();
    }
  });
});
