import { describe, it } from 'vitest';
import { findPostgresBin, POSTGRES_MISSING } from './postgres.ts';

/**
 * Whether this machine can run a file's PostgreSQL suite (`describe.runIf(...)`). Where it cannot, CI gets a
 * failing test, since CI must run the suite, and a developer's run a loud warning instead of a quiet skip.
 * Call it once, at the top of a test file.
 */
export function postgresTestsAvailable(): boolean {
  const available = findPostgresBin() !== null;
  if (!available && process.env.CI) {
    describe('PostgreSQL', () => {
      it('is installed (CI must run the PostgreSQL suite; .ci/run installs it)', () => {
        throw new Error(POSTGRES_MISSING);
      });
    });
  } else if (!available) {
    console.warn(`\n${'!'.repeat(100)}\n${POSTGRES_MISSING}\n${'!'.repeat(100)}\n`);
  }
  return available;
}
