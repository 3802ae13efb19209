import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../validation/load-schemas';
import { allowedValues } from './allowed-values';

const noRefs = (node: SchemaNode) => node;

describe('allowedValues', () => {
  it.each<[string, SchemaNode, string]>([
    ['a constant', { const: 'banner' }, '`"banner"`'],
    [
      'an enum, every value',
      { type: 'string', enum: ['info', 'success', 'warning'] },
      '`"info"`, `"success"`, `"warning"`',
    ],
    [
      'an enum with the words the editor shows for each value',
      { type: 'integer', enum: [1, 2], 'x-enumTitles': ['Main page heading', 'Section heading'] },
      '`1` (Main page heading), `2` (Section heading)',
    ],
    ['a number range', { type: 'integer', minimum: 200, maximum: 2000 }, '200–2000'],
    ['a lower bound only', { type: 'integer', minimum: 1 }, 'at least 1'],
    ['exclusive bounds', { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 }, 'more than 0; less than 1'],
    ['a text length', { type: 'string', minLength: 1, maxLength: 120 }, '1–120 characters'],
    ['a single-character limit in the singular', { type: 'string', maxLength: 1 }, 'at most 1 character'],
    ['an exact length', { type: 'string', minLength: 6, maxLength: 6 }, 'exactly 6 characters'],
    ['a list size', { type: 'array', minItems: 1, maxItems: 6 }, '1–6 items'],
    [
      'the limits of each list item',
      { type: 'array', maxItems: 4, items: { type: 'string', minLength: 1, maxLength: 40 } },
      'at most 4 items; each: 1–40 characters',
    ],
    ['a format in words', { type: 'string', format: 'email' }, 'an e-mail address'],
    ['an unknown format by name', { type: 'string', format: 'ipv4' }, 'an ipv4 value'],
    [
      'the anchor pattern in words, not as a regular expression',
      { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
      "lowercase letters, digits and '-', starting with a letter",
    ],
    ['a pattern without wording, readably', { type: 'string', pattern: '^x+$' }, 'text matching `^x+$`'],
    [
      'text and number rules of a value that may be either',
      { type: ['string', 'integer'], pattern: '^[a-z0-9][a-z0-9-]*$', minimum: 1 },
      "text: lowercase letters, digits and '-', not starting with '-'; number: at least 1",
    ],
    ['nothing for an unrestricted value', { type: 'string' }, ''],
  ])('lists %s', (_name, node, expected) => {
    expect(allowedValues(node, noRefs)).toBe(expected);
  });

  it('follows a $ref in list items to their limits', () => {
    const heading: SchemaNode = { type: 'string', minLength: 1, maxLength: 120 };
    const resolve = (node: SchemaNode) => (node.$ref === '#/definitions/heading' ? heading : node);
    expect(allowedValues({ type: 'array', items: { $ref: '#/definitions/heading' } }, resolve)).toBe(
      'each: 1–120 characters',
    );
  });
});
