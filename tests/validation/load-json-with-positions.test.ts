import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/build/validation/format-problem';
import { loadJsonWithPositions } from '../../src/build/validation/load-json-with-positions';

function syntaxReport(text: string): string[] {
  return loadJsonWithPositions('pages/x.json', text).problems.map(formatProblem);
}

describe('loadJsonWithPositions', () => {
  it.each([
    [
      'a trailing comma, pointing at the comma',
      '{\n  "a": 1,\n}',
      "pages/x.json:2:9 JSON syntax error: trailing comma before '}': remove this ','",
    ],
    [
      'a missing comma',
      '{\n  "a": 1\n  "b": 2\n}',
      "pages/x.json:3:3 JSON syntax error: expected ',' before this (a comma is missing between two entries)",
    ],
    [
      'single quotes',
      "{ 'a': 1 }",
      'pages/x.json:1:3 JSON syntax error: use double quotes (") around strings and property names, not single quotes',
    ],
    [
      'an unquoted word',
      '{ "a": yes }',
      "pages/x.json:1:8 JSON syntax error: unexpected word 'yes' (text must be in double quotes; true, false and null are lowercase)",
    ],
    ['a comment', '// intro\n{}', 'pages/x.json:1:1 JSON syntax error: comments are not allowed in JSON'],
    ['an unclosed object', '{\n  "a": 1\n', "pages/x.json:3:1 JSON syntax error: expected '}' to close the object"],
    ['an empty file', '  \n', 'pages/x.json:1:1 JSON syntax error: the file is empty; a page is a JSON object {...}'],
  ])('explains %s', (_what, text, expected) => {
    expect(syntaxReport(text)).toEqual([expected]);
  });

  it('locates values, keys and absent properties by JSON pointer', () => {
    const text = '{\n\t"blocks": [\n\t\t{ "type": "x", "title": 42 }\n\t]\n}';
    const { document } = loadJsonWithPositions('pages/x.json', text);
    // A tab counts as one column, as editors show it.
    expect(document?.locate('/blocks/0/title')).toEqual({ line: 3, column: 27 });
    expect(document?.locate('/blocks/0/title', 'key')).toEqual({ line: 3, column: 18 });
    expect(document?.locate('/blocks/0/missing')).toEqual({ line: 3, column: 3 });
  });

  it('reports a property written twice, which JSON.parse would silently drop', () => {
    expect(syntaxReport('{\n  "title": "A",\n  "title": "B"\n}')).toEqual([
      'pages/x.json:3:3 /title appears twice in the same object; only the last one would be kept, so remove or rename one',
    ]);
  });

  it('accepts a byte-order mark', () => {
    expect(loadJsonWithPositions('pages/x.json', '\uFEFF{"a": 1}').document?.data).toEqual({ a: 1 });
  });
});
