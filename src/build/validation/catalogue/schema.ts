import type { ProblemDefinition } from './problem-definition.ts';

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

const readTheField = 'Your editor shows what the field holds when you hover it (docs/blocks.md lists every field).';

/**
 * A page or site.json that breaks its schema (schemas/), one id per kind of rule. The describer
 * (describe-schema-error.ts) works out the details from AJV's error and the schema.
 */
export const schemaProblems = {
  wrongType: {
    id: 'schema-wrong-type',
    title: 'Wrong kind of value',
    severity: 'error',
    why: 'A block receives exactly the kinds of values its schema names; text where a list belongs cannot be shown.',
    message: ({ expected, got }: { expected: string; got: string }) => `should be ${expected}, not ${got}`,
    generalHint: 'Replace the value with the kind the message names.',
    hint: ({ expected }) =>
      expected.startsWith('text')
        ? 'Type the text into the field (in a file: in double quotes, "like this").'
        : `Replace it with ${expected}.`,
  } satisfies ProblemDefinition<{ expected: string; got: string }>,
  missingProperty: {
    id: 'schema-missing-property',
    title: 'Missing required field',
    severity: 'error',
    why: 'A block cannot be shown without the fields its schema requires.',
    message: ({ property, about }: { property: string; about: string }) =>
      `is missing the required field ${property}${about ? `: ${about}` : ''}`,
    generalHint: 'Fill in the field the message names.',
    hint: ({ property }) => `Fill in ${property} here.`,
  } satisfies ProblemDefinition<{ property: string; about: string }>,
  missingBlockType: {
    id: 'schema-missing-type',
    title: 'Missing block type',
    severity: 'error',
    why: 'The `type` says which component shows a block; without it the block cannot be shown.',
    message: ({ tag, kind, valid }: { tag: string; kind: string; valid: string }) =>
      `has no ${kind} type ('${tag}'), which says what kind of ${kind} it is. ${valid}`,
    generalHint: 'Choose one of the block types the message lists (in a file: `"type"` with its id).',
    hint: ({ tag }) => `Add "${tag}" with the id of one of the block types listed.`,
  } satisfies ProblemDefinition<{ tag: string; kind: string; valid: string }>,
  unknownBlockType: {
    id: 'schema-unknown-type',
    title: 'Unknown block type',
    severity: 'error',
    why: 'Only registered block types have a component; an unknown one would be a blank space on the page.',
    message: ({ value, kind, suggestion, valid }: { value: string; kind: string; suggestion: string; valid: string }) =>
      `${value} is not a known ${kind}${suggestion}. ${valid}`,
    hint: 'Use one of the valid values; docs/blocks.md describes each block.',
  } satisfies ProblemDefinition<{ value: string; kind: string; suggestion: string; valid: string }>,
  unknownProperty: {
    id: 'schema-unknown-property',
    title: 'Unknown property',
    severity: 'error',
    why: 'A property the schema does not know is never shown, most often because its name is misspelt.',
    message: ({ property, suggestion }: { property: string; suggestion: string; allowed: string }) =>
      `has unknown property '${property}'${suggestion}`,
    generalHint: 'Rename it to one of the fields the hint lists, or remove it.',
    hint: ({ allowed }) => `Rename or remove it; the fields here are ${allowed}.`,
  } satisfies ProblemDefinition<{ property: string; suggestion: string; allowed: string }>,
  notAllowedValue: {
    id: 'schema-not-allowed-value',
    title: 'Value not in the list',
    severity: 'error',
    why: 'Some fields take one of a fixed list of values (a colour, a layout); any other is not understood.',
    message: ({ allowed, got, suggestion }: { allowed: string; got: string; suggestion: string }) =>
      `must be ${allowed} (got ${got})${suggestion}`,
    hint: 'Use one of the values listed.',
  } satisfies ProblemDefinition<{ allowed: string; got: string; suggestion: string }>,
  wrongForm: {
    id: 'schema-wrong-form',
    title: 'Text in the wrong form',
    severity: 'error',
    why: 'Routes, ids, anchors, image paths and addresses follow a fixed form so links and files resolve.',
    message: ({ what, got }: { what: string; got: string; description: string }) => `is not ${what} (got ${got})`,
    generalHint: "Write the value in the form the field's description gives.",
    hint: ({ description }) => description || readTheField,
  } satisfies ProblemDefinition<{ what: string; got: string; description: string }>,
  wrongFormat: {
    id: 'schema-wrong-format',
    title: 'Not a valid address, e-mail or date',
    severity: 'error',
    why: 'E-mail addresses, web addresses and dates are used by browsers and mail programs as they are written.',
    message: ({ format, got }: { format: string; got: string }) => `must be a valid ${format} (got ${got})`,
    generalHint: 'Write a complete e-mail address, web address or date.',
    hint: ({ format }) => `Write a complete ${format}.`,
  } satisfies ProblemDefinition<{ format: string; got: string }>,
  emptyText: {
    id: 'schema-empty-text',
    title: 'Empty text',
    severity: 'error',
    why: 'An empty heading, label or text leaves a gap a visitor cannot make sense of.',
    message: () => 'must not be empty',
    hint: 'Write the text, or remove the property if it is optional.',
  } satisfies ProblemDefinition,
  textLength: {
    id: 'schema-text-length',
    title: 'Text too short or too long',
    severity: 'error',
    why: 'Limits keep texts fitting the space their block gives them.',
    message: ({ bound, limit, length }: { bound: 'at least' | 'at most'; limit: number; length: number }) =>
      `must be ${bound} ${plural(limit, 'character')} long (got ${length})`,
    generalHint: 'Shorten or lengthen the text to fit the limit.',
    hint: ({ bound }) => (bound === 'at most' ? 'Shorten the text.' : 'Write a longer text.'),
  } satisfies ProblemDefinition<{ bound: 'at least' | 'at most'; limit: number; length: number }>,
  numberRange: {
    id: 'schema-number-range',
    title: 'Number out of range',
    severity: 'error',
    why: 'Numbers such as heading levels and timings only make sense within their range.',
    message: ({ bound, limit, got }: { bound: string; limit: string; got: string }) =>
      `must be ${bound} ${limit} (got ${got})`,
    hint: 'Use a number within the range.',
  } satisfies ProblemDefinition<{ bound: string; limit: string; got: string }>,
  itemCount: {
    id: 'schema-item-count',
    title: 'Too few or too many items',
    severity: 'error',
    why: 'Lists such as carousel slides or cards need enough items to make sense, and few enough to fit.',
    message: ({ bound, limit, count }: { bound: 'at least' | 'at most'; limit: number; count: number }) =>
      bound === 'at least' && limit === 1
        ? 'must have at least one item (got an empty list)'
        : `must have ${bound} ${plural(limit, 'item')} (got ${count})`,
    generalHint: 'Add or remove items to fit the limit.',
    hint: ({ bound }) => (bound === 'at most' ? 'Remove items from the list.' : 'Add items to the list.'),
  } satisfies ProblemDefinition<{ bound: 'at least' | 'at most'; limit: number; count: number }>,
  otherSchemaRule: {
    id: 'schema-other',
    title: 'Other schema rule',
    severity: 'error',
    why: 'The schema describes every value a page may hold.',
    message: ({ text }: { text: string }) => text,
    hint: readTheField,
  } satisfies ProblemDefinition<{ text: string }>,
};
