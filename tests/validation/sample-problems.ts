import type { Problem } from '../../src/build/validation/problem';

/** The report formats' reference problem: a card title written as a number, with its field's titles. */
export const cardTitleError: Problem = {
  severity: 'error',
  file: 'pages/about.json',
  line: 30,
  column: 20,
  pointer: '/blocks/1/cards/1/title',
  field: 'Card grid › Card › Title',
  message: 'must be a string (got 42)',
  rule: 'schema-wrong-type',
  hint: 'Write the text in double quotes.',
};
