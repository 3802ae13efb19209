import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/**
 * Every distinct string value of every JSON file under tests/fixtures, in the order first met: a large sample
 * of what authors write, for tests that compare two ways of reading text over all of it.
 */
export function fixtureStrings(): string[] {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(fixturesDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    try {
      collect(JSON.parse(readFileSync(path.join(fixturesDir, file), 'utf8')));
    } catch {
      // Some invalid fixtures are broken JSON on purpose.
    }
  }
  return [...texts];
}
