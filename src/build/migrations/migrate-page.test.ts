import { describe, expect, it } from 'vitest';
import { migrations } from './index';
import { migratePage } from './migrate-page';
import type { Migration } from './migration';

/** Each step records that it ran, so the order is visible in the result. */
const step = (from: number): Migration => ({
  from,
  summary: `step ${from}`,
  migrate: (page) => ({ ...page, steps: [...((page.steps as number[] | undefined) ?? []), from] }),
});
const threeSteps = [step(1), step(2), step(3)];

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) Object.values(value).forEach(deepFreeze);
  return Object.freeze(value);
}

describe('migratePage', () => {
  it('applies the steps from the page’s version on, in order, and sets the new version', () => {
    const result = migratePage({ $schema: 's', schemaVersion: 2, route: '/a' }, threeSteps);
    expect(result).toMatchObject({ outcome: 'migrated', from: 2, to: 4 });
    expect(result.outcome === 'migrated' && result.steps.map((applied) => applied.summary)).toEqual([
      'step 2',
      'step 3',
    ]);
    expect(result.outcome === 'migrated' && result.page).toEqual({
      $schema: 's',
      schemaVersion: 4,
      route: '/a',
      steps: [2, 3],
    });
  });

  it('keeps schemaVersion right after $schema and the other keys in their order', () => {
    const result = migratePage({ $schema: 's', schemaVersion: 1, route: '/a', title: 'A', blocks: [] }, threeSteps);
    expect(result.outcome === 'migrated' && Object.keys(result.page)).toEqual([
      '$schema',
      'schemaVersion',
      'route',
      'title',
      'blocks',
      'steps',
    ]);
  });

  it('never changes the page it is given', () => {
    const page = deepFreeze({ $schema: 's', schemaVersion: 1, blocks: [{ type: 'banner', mobileImage: {} }] });
    expect(() => migratePage(page)).not.toThrow();
    expect(() => migratePage(page, threeSteps)).not.toThrow();
  });

  it('returns a current page unchanged, so migrating twice changes nothing', () => {
    const page = { $schema: 's', schemaVersion: 4, route: '/a' };
    expect(migratePage(page, threeSteps)).toEqual({ outcome: 'current', page });
    const once = migratePage({ $schema: 's', schemaVersion: 1, route: '/a' }, threeSteps);
    expect(once.outcome === 'migrated' && migratePage(once.page, threeSteps).outcome).toBe('current');
  });

  it.each([
    [{ route: '/a' }, /has no schemaVersion: add "schemaVersion"/],
    [{ schemaVersion: '1' }, /has schemaVersion "1"/],
    [{ schemaVersion: 1.5 }, /has schemaVersion 1.5/],
    [{ schemaVersion: 0 }, /has schemaVersion 0/],
    [[], /is not a JSON object/],
  ])('refuses to guess the version of %j', (page, reason) => {
    expect(migratePage(page, threeSteps)).toEqual({ outcome: 'refused', reason: expect.stringMatching(reason) });
  });

  it('refuses a page newer than the code: there is no way back', () => {
    expect(migratePage({ schemaVersion: 5 }, threeSteps)).toEqual({
      outcome: 'refused',
      reason: "is at schema version 5, newer than this code (version 4): update the site's code instead",
    });
  });
});

describe('src/build/migrations', () => {
  it('lists one step per version, in order, so each page gets every step once', () => {
    expect(migrations.map((migration) => migration.from)).toEqual(migrations.map((_, index) => index + 1));
  });
});
