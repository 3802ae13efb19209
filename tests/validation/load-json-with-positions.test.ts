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
      "pages/x.json:2:9 JSON syntax error: trailing comma before '}'\n  Remove this ','. [json-syntax]",
    ],
    [
      'a file cut short after a comma, which is no name to put in quotes',
      '{"$schema": "../schemas/page.schema.json",\n  "title": "x",\n',
      "pages/x.json:2:15 JSON syntax error: the file ends here, before what it opened is closed (it is cut short)\n  Bring back the rest of the file (your editor's undo, or the last saved version), or finish it so each '{' and '[' has its '}' or ']'. [json-syntax]",
    ],
    [
      'a file cut short after a name',
      '{\n  "title"',
      "pages/x.json:2:9 JSON syntax error: the file ends here, before what it opened is closed (it is cut short)\n  Bring back the rest of the file (your editor's undo, or the last saved version), or finish it so each '{' and '[' has its '}' or ']'. [json-syntax]",
    ],
    [
      'a missing comma',
      '{\n  "a": 1\n  "b": 2\n}',
      "pages/x.json:3:3 JSON syntax error: expected ',' before this (a comma is missing between two entries)\n  Add ',' at the end of the entry before. [json-syntax]",
    ],
    [
      'a missing comma after a text, which is no quote inside the text',
      '{ "a": "x" "b": 1 }',
      "pages/x.json:1:12 JSON syntax error: expected ',' before this (a comma is missing between two entries)\n  Add ',' at the end of the entry before. [json-syntax]",
    ],
    [
      'single quotes',
      "{ 'a': 1 }",
      'pages/x.json:1:3 JSON syntax error: single quotes around a string or property name\n  Use double quotes (") around strings and property names. [json-syntax]',
    ],
    [
      'curly quotes pasted from a word processor around a key',
      '{\n  \u201Ctitle\u201D: "A"\n}',
      'pages/x.json:2:3 JSON syntax error: curly quote \u201C (as a word processor writes it) around a property name or text\n  Replace the curly quotes around names and texts with straight double quotes ("); turn off smart quotes, or paste as plain text. [json-syntax]',
    ],
    [
      'curly quotes around a value',
      '{\n  "title": \u201CA\u201D\n}',
      'pages/x.json:2:12 JSON syntax error: curly quote \u201C (as a word processor writes it) around a property name or text\n  Replace the curly quotes around names and texts with straight double quotes ("); turn off smart quotes, or paste as plain text. [json-syntax]',
    ],
    [
      'an unescaped " inside a text, pointing at the quote that ends it early',
      '{\n  "text": "He said "hello" to me",\n  "b": 1\n}',
      'pages/x.json:2:20 JSON syntax error: a double quote (") inside a text ends the text early\n  Write a quote inside a text as \\" (or use typographic quotes \u201C \u201D inside the text). [json-syntax]',
    ],
    [
      'an unquoted word',
      '{ "a": yes }',
      "pages/x.json:1:8 JSON syntax error: unexpected word 'yes'\n  Put text in double quotes; true, false and null are lowercase. [json-syntax]",
    ],
    [
      'a comment',
      '// intro\n{}',
      'pages/x.json:1:1 JSON syntax error: comments are not allowed in JSON\n  Remove the comment. [json-syntax]',
    ],
    [
      'an unclosed object',
      '{\n  "a": 1\n',
      "pages/x.json:3:1 JSON syntax error: expected '}' to close the object\n  Add the missing '}'. [json-syntax]",
    ],
    [
      'an empty file',
      '  \n',
      'pages/x.json:1:1 JSON syntax error: the file is empty\n  A page is a JSON object {...}; start from `npm run new-page`. [json-syntax]',
    ],
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
      "pages/x.json:3:3 'title' appears twice in the same object; only the last one would be kept\n  Remove one of the two, or rename it to the property you meant. [duplicate-key]",
    ]);
  });

  it('finds a repeated key however the strings around it write colons, quotes and backslashes, and only then', () => {
    const text = '{\n  "a:b": "x\\":y\\\\",\n  "list": [{ "c": ":" }, { "c": 1 }],\n  "list": []\n}';
    expect(syntaxReport(text)).toEqual([expect.stringMatching(/^pages\/x\.json:4:3 'list' appears twice/)]);
    expect(syntaxReport(text.replace('"list": []', '"other": []'))).toEqual([]);
  });

  it('accepts a byte-order mark', () => {
    expect(loadJsonWithPositions('pages/x.json', '\uFEFF{"a": 1}').document?.data).toEqual({ a: 1 });
  });
});
