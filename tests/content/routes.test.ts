import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { specRoutes } from '../support/spec-routes';

const pagesDir = path.resolve(import.meta.dirname, '../../pages');

/** The spec's route table (section 2) plus the software-products page, and the not-found page. */
const EXPECTED_ROUTES = [...specRoutes, '*'];

const pageFiles = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'));
const routes = pageFiles.map(
  (file) => (JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')) as { route: string }).route,
);

describe('route set', () => {
  it('is exactly the spec route table plus the software-products page and the not-found page', () => {
    expect([...routes].sort()).toEqual([...EXPECTED_ROUTES].sort());
  });

  it('has one file per route', () => {
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keeps the dead Pick & Place link out of the route table (it must land on not-found)', () => {
    expect(routes).not.toContain('/solutions/PickPlaceDetails');
  });

  it('mirrors each route in its file path', () => {
    for (const [index, file] of pageFiles.entries()) {
      const route = routes[index];
      const expected = route === '*' ? 'not-found.json' : route === '/' ? 'index.json' : `${route?.slice(1)}.json`;
      expect(file.split(path.sep).join('/'), `route ${route}`).toBe(expected);
    }
  });
});
