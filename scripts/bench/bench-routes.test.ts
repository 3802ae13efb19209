import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/build/project-root';
import { benchRoutes } from './bench-routes';

const fixture = path.join(projectRoot, 'tests', 'fixtures', 'collections');
const now = new Date('2026-05-01T12:00:00+05:30');

describe('benchRoutes', () => {
  it("measures every page and every live entry's own page by default: posts and open jobs", () => {
    const { routes, entryCount, chosen } = benchRoutes(fixture, {}, now);
    expect(routes).toEqual(expect.arrayContaining(['/blogs', '/careers', '/careers/current-openings']));
    expect(routes).toContain('/careers/current-openings/controls-engineer');
    expect(routes.some((route) => /^\/blogs\/./.test(route))).toBe(true);
    expect(entryCount).toBe(routes.filter((route) => /^\/(blogs|careers\/current-openings)\/./.test(route)).length);
    expect(chosen).toBe(false);
  });

  it('leaves out what a visitor cannot open yet or any more: a post scheduled later, a closed job', () => {
    const { routes } = benchRoutes(fixture, {}, now);
    expect(routes).not.toContain('/blogs/future-post');
    expect(routes).not.toContain('/careers/current-openings/service-technician');
    expect(routes).not.toContain('*');
  });

  it('takes BENCH_ROUTES as given', () => {
    expect(benchRoutes(fixture, { BENCH_ROUTES: '/, /contact' }, now)).toEqual({
      routes: ['/', '/contact'],
      entryCount: 0,
      chosen: true,
    });
  });
});
