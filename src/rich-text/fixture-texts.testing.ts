import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A small deterministic generator, so a failure can be replayed. */
export function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Every string value of every JSON file under tests/fixtures (files that are not JSON left out). */
export function fixtureStrings(): string[] {
  const dir = fileURLToPath(new URL('../../tests/fixtures/', import.meta.url));
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.json')) continue;
    try {
      collect(JSON.parse(readFileSync(path.join(dir, file), 'utf8')));
    } catch {
      // Some invalid fixtures are broken JSON on purpose.
    }
  }
  return [...texts];
}
