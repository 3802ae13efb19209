import { describe, expect, it } from 'vitest';
import type { Problem } from '../server-api/types';
import { blockIndexOf, pointerAncestors, problemsByPointer, saveBlocker } from './problem-index';

const problem = (severity: Problem['severity'], pointer: string, file = 'pages/about.json'): Problem => ({
  id: 'x',
  severity,
  message: 'm',
  pointer,
  file,
});

describe('problems in the form', () => {
  it('errors of the open file, and errors the edit causes in other files, block Save with the reason; warnings do not', () => {
    expect(saveBlocker([problem('warning', '/title')], 'pages/about.json', false)).toBeUndefined();
    expect(saveBlocker([problem('warning', '/title', 'pages/index.json')], 'pages/about.json', false)).toBeUndefined();
    expect(saveBlocker([problem('error', '/title', 'pages/index.json')], 'pages/about.json', false)).toBe(
      'This change would break 1 thing in other pages: undo it or fix them first.',
    );
    expect(saveBlocker([problem('error', '/title'), problem('error', '/blocks/0')], 'pages/about.json', false)).toBe(
      'Fix 2 errors before saving.',
    );
    expect(saveBlocker([], 'pages/about.json', true)).toBe('Checking the page…');
  });

  it('groups problems by field and finds the block and the nearest parent of a pointer', () => {
    const map = problemsByPointer([problem('error', '/title'), problem('warning', '/title')], 'pages/about.json');
    expect(map.get('/title')).toHaveLength(2);
    expect(blockIndexOf('/blocks/12/image/alt')).toBe(12);
    expect(blockIndexOf('/title')).toBeUndefined();
    expect(pointerAncestors('/blocks/1/heading')).toEqual(['/blocks/1/heading', '/blocks/1', '/blocks', '']);
  });
});
