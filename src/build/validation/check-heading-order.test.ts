import { describe, expect, it } from 'vitest';
import { checkHeadingOrder } from './check-heading-order';
import { checkHeadings } from './check-headings';
import { formatProblem } from './format-problem';
import { nowhere, type Problem } from './problem';

const banner = {
  type: 'banner',
  heading: 'Palletizing',
  image: { src: '/images/banners/palletizing.svg', alt: 'Robot stacking bags', width: 1600, height: 500 },
};
const section = (headingLevel?: number) => ({
  type: 'section',
  heading: 'How the cell works',
  ...(headingLevel ? { headingLevel } : {}),
});
const cardGrid = (heading?: string) => ({
  type: 'cardGrid',
  ...(heading ? { heading } : {}),
  cards: [{ id: 1, title: 'Bag palletizer' }],
});
const page = (...blocks: object[]) => ({ file: 'pages/p.json', data: { blocks }, locate: nowhere });
const report = (...blocks: object[]) => checkHeadingOrder(page(...blocks)).map(formatProblem);

describe('checkHeadingOrder', () => {
  it('accepts an outline that steps down one level at a time and jumps back up', () => {
    expect(report(banner, section(), section(3), cardGrid('Our cells'), section(3), section(2))).toEqual([]);
  });

  it('counts card titles as <h2> when their grid has no heading of its own', () => {
    expect(report(banner, cardGrid(), section(3))).toEqual([]);
  });

  it('reports an <h3> section right after the banner, at its headingLevel, with the level to use', () => {
    const problems = checkHeadingOrder(page(banner, section(3), section(2)));
    expect(problems.map((problem) => `${problem.pointer} [${problem.rule}]`)).toEqual([
      '/blocks/1/headingLevel [skipped-heading-level]',
    ]);
    expect(problems[0]!.message).toContain('<h3>');
    expect(problems[0]!.hint).toContain('"headingLevel": 2');
  });

  it('is an error: the outline is wrong for every screen-reader user', () => {
    expect(checkHeadingOrder(page(banner, section(3))).map((problem) => problem.severity)).toEqual(['error']);
  });
});

describe('checkHeadings (one <h1>)', () => {
  it('accepts a page whose only <h1> is its banner, or a section at headingLevel 1', () => {
    expect(checkHeadings(page(banner, section(), cardGrid('Our cells')))).toEqual([]);
    expect(checkHeadings(page(section(1), section()))).toEqual([]);
  });

  it('reports a page without an <h1> and a second one', () => {
    const located = (problem: Problem) => `${problem.file} ${problem.pointer} [${problem.rule}]`;
    expect(checkHeadings(page(section(), cardGrid())).map(located)).toEqual(['pages/p.json /blocks [missing-h1]']);
    expect(checkHeadings(page(banner, section(1))).map(located)).toEqual(['pages/p.json /blocks/1 [second-h1]']);
  });
});
