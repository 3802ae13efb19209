/**
 * The values at a dotted path such as 'cards[].link.href': `[]` walks every element of an array.
 * A missing step yields nothing rather than undefined, so optional fields (a card without a link)
 * simply add no value.
 */
export function pluck(value: unknown, path: string): unknown[] {
  if (path === '') return value === undefined ? [] : [value];
  let current: unknown[] = [value];
  for (const step of path.split('.')) {
    const walksArray = step.endsWith('[]');
    const key = walksArray ? step.slice(0, -2) : step;
    current = current.flatMap((node) => {
      if (node === null || typeof node !== 'object') return [];
      const next = key === '' ? node : (node as Record<string, unknown>)[key];
      if (next === undefined) return [];
      if (!walksArray) return [next];
      return Array.isArray(next) ? next : [];
    });
  }
  return current;
}
