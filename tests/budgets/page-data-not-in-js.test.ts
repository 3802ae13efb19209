import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadPages } from '../browser/harness/site-data';

/**
 * The prerendered HTML already holds every word of a page: its data must not travel a second time
 * in the JavaScript a browser downloads (islands get their own block's data in their markup).
 */
const distDir = inject('distDir');
const scripts = readdirSync(path.join(distDir, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, code: readFileSync(path.join(distDir, 'assets', file), 'utf8') }));

describe('page data stays out of the JavaScript bundles', () => {
  it.each([...loadPages()].map(([route, page]) => [route, page] as const))(
    '%s: neither its description nor its title is in any script',
    (_route, page) => {
      for (const text of [page.description, page.title]) {
        // As a string literal in the bundle: JSON-escaped, with either quote.
        const literal = JSON.stringify(text).slice(1, -1);
        expect(
          scripts.filter(({ code }) => code.includes(literal)).map(({ file }) => file),
          `"${text}"`,
        ).toEqual([]);
      }
    },
  );
});
