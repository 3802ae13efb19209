import { describe, expect, it } from 'vitest';
import { routeFromFilePath } from './002-route-from-file-path';

const section = { type: 'section', heading: 'History', paragraphs: ['Since 2003.'] };
const v2Page = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: 2,
  route: '/about',
  title: 'About Us',
  description: 'Who we are.',
  blocks: [section],
};

describe('migration 2 -> 3: the file path is the route', () => {
  it('removes route and keeps every other field in its order', () => {
    const migrated = routeFromFilePath.migrate(v2Page);
    expect(migrated).toEqual({
      $schema: '../schemas/page.schema.json',
      schemaVersion: 2,
      title: 'About Us',
      description: 'Who we are.',
      blocks: [section],
    });
    expect(Object.keys(migrated)).toEqual(['$schema', 'schemaVersion', 'title', 'description', 'blocks']);
  });

  it("removes the not-found page's '*' route too: pages/not-found.json is that page", () => {
    expect(routeFromFilePath.migrate({ ...v2Page, route: '*' })).not.toHaveProperty('route');
  });

  it('leaves a page without a route as it is, and never changes the page it is given', () => {
    const { route: _route, ...withoutRoute } = v2Page;
    expect(routeFromFilePath.migrate(withoutRoute)).toEqual(withoutRoute);
    const before = structuredClone(v2Page);
    routeFromFilePath.migrate(v2Page);
    expect(v2Page).toEqual(before);
  });
});
