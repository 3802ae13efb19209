/**
 * Maps any step away from a list position back into the list, so "next" after the last item is the
 * first and "previous" before the first is the last. An empty list has no positions: returns 0.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
