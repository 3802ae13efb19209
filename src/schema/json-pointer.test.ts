import { describe, expect, it } from 'vitest';
import { escapePointerToken, getAtPointer, joinPointer, parsePointer, unescapePointerToken } from './json-pointer.ts';

describe('JSON pointers', () => {
  it('escapes and unescapes ~ and / so a key holding them round-trips', () => {
    expect(escapePointerToken('a/b~c')).toBe('a~1b~0c');
    expect(unescapePointerToken('~01')).toBe('~1');
    expect(parsePointer(joinPointer(['blocks', 3, 'a/b~c']))).toEqual(['blocks', '3', 'a/b~c']);
  });

  it('treats the empty pointer as the whole document', () => {
    expect(parsePointer('')).toEqual([]);
    expect(joinPointer([])).toBe('');
    expect(getAtPointer({ a: 1 }, '')).toEqual({ a: 1 });
  });

  it('reads values and answers undefined for what is not there', () => {
    const data = { blocks: [{ heading: 'Hi', 'x/y': true }] };
    expect(getAtPointer(data, '/blocks/0/heading')).toBe('Hi');
    expect(getAtPointer(data, '/blocks/0/x~1y')).toBe(true);
    expect(getAtPointer(data, '/blocks/1/heading')).toBeUndefined();
    expect(getAtPointer(data, '/blocks/01')).toBeUndefined();
    expect(getAtPointer(data, '/blocks/0/heading/length')).toBeUndefined();
    expect(getAtPointer(data, '/toString')).toBeUndefined();
  });
});
