import { describe, expect, it } from 'vitest';
import { checkHeadingOrder } from './check-heading-order';
import { checkHeadings } from './check-headings';
import { projectLayer } from '../../schema/schema-files.testing';
import { catalogue } from './catalogue';
import { fieldNamer } from './field-title';
import { formatProblem } from './format-problem';
import { headingLevelNamer } from './heading-level-names';
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
const levelName = headingLevelNamer(projectLayer);
const checkOrder = (document: ReturnType<typeof page>) =>
  checkHeadingOrder(document, fieldNamer(projectLayer, 'page', document.data), levelName);
const checkOne = (document: ReturnType<typeof page>) =>
  checkHeadings(document, fieldNamer(projectLayer, 'page', document.data), levelName);
const report = (...blocks: object[]) => checkOrder(page(...blocks)).map(formatProblem);

describe('checkHeadingOrder', () => {
  it('accepts an outline that steps down one level at a time and jumps back up', () => {
    expect(report(banner, section(), section(3), cardGrid('Our cells'), section(3), section(2))).toEqual([]);
  });

  it('counts card titles as <h2> when their grid has no heading of its own', () => {
    expect(report(banner, cardGrid(), section(3))).toEqual([]);
  });

  it('reports an <h3> section right after the banner, at its headingLevel, with the level to use', () => {
    const problems = checkOrder(page(banner, section(3), section(2)));
    expect(problems.map((problem) => `${problem.pointer} [${problem.rule}]`)).toEqual([
      '/blocks/1/headingLevel [skipped-heading-level]',
    ]);
    expect(problems[0]!.message).toBe(
      "is a sub-heading right after the main page heading of Banner 'Palletizing', with no section heading between them",
    );
    expect(problems[0]!.hint).toBe("Set the Heading level to 'Section heading'.");
  });

  it('is an error: the outline is wrong for every screen-reader user', () => {
    expect(checkOrder(page(banner, section(3))).map((problem) => problem.severity)).toEqual(['error']);
  });
});

describe('checkHeadings (one <h1>)', () => {
  it('accepts a page whose only <h1> is its banner, or a section at headingLevel 1', () => {
    expect(checkOne(page(banner, section(), cardGrid('Our cells')))).toEqual([]);
    expect(checkOne(page(section(1), section()))).toEqual([]);
  });

  it('names the headings and the first block in the words of the editor, never <h1> or a pointer', () => {
    const [second] = checkOne(page(banner, section(1)));
    expect(second!.message).toBe("shows a second main page heading (the first is Banner 'Palletizing')");
    expect(second!.hint).toContain("Heading level to 'Section heading'");
    const [missing] = checkOne(page(section()));
    expect(missing!.message).toBe('has no main page heading');
    for (const problem of [second!, missing!])
      expect(`${problem.message} ${problem.hint}`).not.toMatch(/<h\d>|\/blocks|[a-z][A-Z]/);
  });

  it('gives the docs the same level names as the editor', () => {
    expect(catalogue.secondH1.generalHint).toContain(`'${levelName(2)}'`);
    expect(catalogue.missingH1.generalHint).toContain(`'${levelName(1)}'`);
  });

  it('reports a page without an <h1> and a second one', () => {
    const located = (problem: Problem) => `${problem.file} ${problem.pointer} [${problem.rule}]`;
    expect(checkOne(page(section(), cardGrid())).map(located)).toEqual(['pages/p.json /blocks [missing-h1]']);
    expect(checkOne(page(banner, section(1))).map(located)).toEqual(['pages/p.json /blocks/1 [second-h1]']);
  });
});
