import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { deriveRouteTable } from '../../src/build/pages/route-table';
import { specRoutes } from '../support/spec-routes';

const root = path.resolve(import.meta.dirname, '../..');

/** The spec's route table (section 2) plus the software-products page, and the not-found page. */
const EXPECTED_ROUTES = [...specRoutes, NOT_FOUND_ROUTE];

/** The file path is the route: the route table derives every route from pages/. */
const routes = deriveRouteTable(path.join(root, 'pages'), root).map((entry) => entry.route);

describe('route set', () => {
  it('is exactly the spec route table plus the software-products page and the not-found page', () => {
    expect([...routes].sort()).toEqual([...EXPECTED_ROUTES].sort());
  });

  it('keeps the dead Pick & Place link out of the route table (it must land on not-found)', () => {
    expect(routes).not.toContain('/solutions/PickPlaceDetails');
  });
});
