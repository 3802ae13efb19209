import { performance } from 'node:perf_hooks';
import { getValidator } from '../../src/build/validation/create-validator';
import { validatePageData } from '../../src/build/validation/validate-page-data';
import { generateRandomPages } from '../../tests/support/random-pages';

export interface ValidationTiming {
  pages: number;
  seconds: number;
  averageBytes: number;
  problems: number;
}

/** Times validatePageData over `count` synthetic schema-valid pages (generation and AJV compilation excluded). */
export function benchValidation(count: number): ValidationTiming {
  const pages = generateRandomPages(count);
  const validator = getValidator();
  validatePageData(pages[0], 'warm-up.json', { validator });
  const started = performance.now();
  let problems = 0;
  pages.forEach((page, index) => {
    problems += validatePageData(page, `pages/synthetic-${index}.json`, { validator }).length;
  });
  const seconds = (performance.now() - started) / 1000;
  const averageBytes = pages.reduce((sum, page) => sum + JSON.stringify(page).length, 0) / pages.length;
  return { pages: pages.length, seconds, averageBytes, problems };
}
