import { afterAll } from 'vitest';
import { invalidFixturesDir, materializeFixture } from './fixture-project';

/**
 * For one test file: copies fixtures into throwaway projects (see materializeFixture) and removes
 * them all after the file's last test. Kept apart from fixture-project.ts, which the report
 * updater also runs outside vitest.
 */
export function temporaryFixtures(): (name: string, dir?: string) => string {
  const removals: (() => void)[] = [];
  afterAll(() => removals.splice(0).forEach((remove) => remove()));
  return (name, dir = invalidFixturesDir) => {
    const { root, remove } = materializeFixture(name, dir);
    removals.push(remove);
    return root;
  };
}
