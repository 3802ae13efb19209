import { describe, expect, it } from 'vitest';
import type { Problem } from '../server-api/types';
import {
  blockIndexOf,
  inAuthorWords,
  pointerAncestors,
  problemPlace,
  problemsByPointer,
  saveBlocker,
} from './problem-index';

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

describe('problems in author words', () => {
  const titles: Record<string, string> = {
    '/blocks/2/items/0': 'Download list › Product 1',
    '/blocks/2/items/1/id': 'Download list › Product 2 › Id',
  };
  const titleOf = (pointer: string) => titles[pointer];

  it('names the field by its title path, never its pointer', () => {
    expect(problemPlace(problem('error', '/blocks/2/items/1/id'), titleOf)).toBe('Download list › Product 2 › Id');
    expect(problemPlace({ ...problem('error', '/nowhere'), field: 'Page › Title' }, titleOf)).toBe('Page › Title');
  });

  it('replaces pointers inside a message, and leaves routes and file paths alone', () => {
    expect(inAuthorWords('repeats the id vlm of /blocks/2/items/0', titleOf)).toBe(
      'repeats the id vlm of Download list › Product 1',
    );
    expect(inAuthorWords('links to /prodct, which is no page (see /images/a.jpg)', titleOf)).toBe(
      'links to /prodct, which is no page (see /images/a.jpg)',
    );
  });
});
