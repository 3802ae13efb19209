/** Escapes one path segment for a JSON pointer (RFC 6901): '~' -> '~0', '/' -> '~1'. */
export function escapePointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins path segments into a JSON pointer: ['blocks', 3, 'title'] -> '/blocks/3/title'. */
export function toPointer(segments: readonly (string | number)[]): string {
  return segments.map((segment) => '/' + escapePointerSegment(segment)).join('');
}

/** Splits a JSON pointer into its unescaped segments: '/blocks/3' -> ['blocks', '3']. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}
