import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../browser/harness/repo-root';

/** One route's ceilings, in gzip bytes (see budgets.json's $comment for what each counts). */
export interface ByteBudget {
  jsGzipBytes: number;
  /** Every script fetched once all of the page's islands have woken. */
  islandJsGzipBytes: number;
  cssGzipBytes: number;
}

export interface BudgetFile {
  /** Applies to every route without an override. */
  default: ByteBudget;
  /** Per-route overrides (NOT_FOUND_ROUTE, '*', is the not-found page); a route here needs a reason in `notes`. */
  routes: Record<string, Partial<ByteBudget>>;
  notes?: Record<string, string>;
}

export const budgetFilePath = path.join(repoRoot, 'budgets.json');

export function loadBudgets(): BudgetFile {
  return JSON.parse(readFileSync(budgetFilePath, 'utf8')) as BudgetFile;
}

export function budgetFor(budgets: BudgetFile, route: string): ByteBudget {
  return { ...budgets.default, ...budgets.routes[route] };
}
