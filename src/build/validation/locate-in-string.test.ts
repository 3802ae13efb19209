import { describe, expect, it } from 'vitest';
import { loadJsonWithPositions } from './load-json-with-positions';

/** The document's locateInString for `text`, and the file column of `needle` on line 3. */
function setup(valueLine: string) {
  const text = `{\n  "other": 1,\n${valueLine}\n}\n`;
  const { document } = loadJsonWithPositions('x.json', text);
  const value = (document!.data as { text: string }).text;
  return {
    at: (needle: string) => document!.locateInString!('/text', value.indexOf(needle)),
    column: (needle: string) => valueLine.indexOf(needle) + 1,
  };
}

describe('locateInString', () => {
  it('places a character of a plain string at its line and column', () => {
    const { at, column } = setup('  "text": "Hello <b>x</b>"');
    expect(at('<b>')).toEqual({ line: 3, column: column('<b>') });
  });

  it('counts each escape as the characters the file writes for it', () => {
    const line = String.raw`  "text": "a\nb\t\"q\" \\ \/ Caf\u00e9 \ud83d\ude00 <b>"`;
    const { at, column } = setup(line);
    expect(at('<b>')).toEqual({ line: 3, column: column('<b>') });
    expect(at('q')).toEqual({ line: 3, column: column('q') });
  });

  it('counts characters outside the basic plane as JavaScript does, written or escaped', () => {
    const { at, column } = setup('  "text": "😀 <b>"');
    expect(at('<b>')).toEqual({ line: 3, column: column('<b>') });
  });
});
