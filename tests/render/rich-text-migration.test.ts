import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migratePage } from '../../src/build/migrations/migrate-page';
import { renderPageMains } from './support/render-page-mains';

/**
 * Migration 4 -> 5 turns plain paragraph fields into rich text; every page must read and look as
 * before. tests/fixtures/pre-rich-text-pages/ holds the site's pages as they were at version 4 (plus
 * a page of text that looks like Markdown) and, in expected-main/, the <main> markup the components
 * of that time rendered for them (written once by rendering the fixture with renderPageMains before
 * the components changed). Here each page is migrated in memory and rendered with today's
 * components: the markup, text and elements, must be the same byte for byte.
 */
const fixture = fileURLToPath(new URL('../fixtures/pre-rich-text-pages/', import.meta.url));
const expectedMain = (file: string) =>
  readFileSync(
    path.join(fixture, 'expected-main', file.replace(/^pages\//, '').replace(/\.json$/, '.html.txt')),
    'utf8',
  );

const migrated = (page: Record<string, unknown>) => {
  const result = migratePage(page);
  if (result.outcome !== 'migrated') throw new Error(`expected a page at version 4, got ${result.outcome}`);
  return result.page;
};
const mains = await renderPageMains(fixture, migrated);

describe('migrating to rich text changes no page', () => {
  it('renders every page of the fixture', () => {
    expect(mains.size).toBeGreaterThan(20);
    expect([...mains.keys()]).toContain('pages/text-that-looks-like-markdown.json');
  });

  // An island now also carries its rich texts' syntax trees (data-rich), and a carousel what its
  // enhancer needs (data-carousel, data-autoplay-toggle): for the browser, not shown.
  const withoutTrees = (html: string) =>
    html.replace(/ data-rich="[^"]*"/g, '').replace(/ data-carousel="[^"]*"| data-autoplay-toggle=""/g, '');

  it.each([...mains.keys()])('%s: the same <main> markup as before the migration', (file) => {
    expect(withoutTrees(`${mains.get(file)}\n`)).toBe(expectedMain(file));
  });

  it('keeps a typed <script> and a javascript: link as text', () => {
    const main = mains.get('pages/text-that-looks-like-markdown.json')!;
    expect(main).not.toMatch(/<script|href="javascript:/i);
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt; *not bold*');
  });
});
