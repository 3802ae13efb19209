import { describe, expect, it } from 'vitest';
import { checkRepeatedLabels, labelRepeatsHeading } from './check-repeated-labels';

describe('labelRepeatsHeading', () => {
  it.each([
    ['Who we are', 'We Are'],
    ['WHO WE ARE', 'We are.'],
    ['Products', 'Our Products'],
    ['We offer:', 'We Offer'],
  ])('"%s" over "%s" repeats', (label, heading) => {
    expect(labelRepeatsHeading(label, heading)).toBe(true);
  });

  it.each([
    ['Since 2003', 'We Are'],
    ['Robotics', 'Robotics in practice today'],
    ['Support for the life of your system', 'Customer Services'],
    ['', 'We Are'],
  ])('"%s" over "%s" says something else', (label, heading) => {
    expect(labelRepeatsHeading(label, heading)).toBe(false);
  });
});

describe('checkRepeatedLabels', () => {
  it('points at the label of a section and of a card that repeat their heading or title', () => {
    const data = {
      blocks: [
        { type: 'section', eyebrow: 'Who we are', heading: 'We Are' },
        { type: 'section', eyebrow: 'Pune, since 2003', heading: 'We Are' },
        { type: 'cardGrid', cards: [{ eyebrow: 'Robotics', title: 'Robotics' }] },
      ],
    };
    const problems = checkRepeatedLabels({ file: 'pages/index.json', data, locate: () => ({ line: 1, column: 1 }) });
    expect(problems.map((problem) => [problem.pointer, problem.rule])).toEqual([
      ['/blocks/0/eyebrow', 'label-repeats-heading'],
      ['/blocks/2/cards/0/eyebrow', 'label-repeats-heading'],
    ]);
  });
});
