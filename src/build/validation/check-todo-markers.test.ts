import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../migrations';
import { checkTodoMarkers, findTodoMarkers } from './check-todo-markers';
import { loadJsonWithPositions } from './load-json-with-positions';
import { validatePageData } from './validate-page-data';

const finishedPage = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  title: 'About Us',
  description: 'Who we are: an automation company in Pune with a twenty-year engineering legacy.',
  blocks: [
    {
      type: 'banner',
      heading: 'About Us',
      text: 'Our todo list is short: build machines that run.',
      image: { src: '/images/banners/about.svg', alt: 'Automated warehouse aisle', width: 1600, height: 500 },
    },
  ],
};

function loaded(data: unknown) {
  const result = loadJsonWithPositions('pages/about.json', JSON.stringify(data, null, 2));
  if (!result.document) throw new Error('fixture did not parse');
  return result.document;
}

describe('checkTodoMarkers', () => {
  it('says nothing about a finished page, even one that writes "todo" in lower case', () => {
    expect(checkTodoMarkers(loaded(finishedPage))).toEqual([]);
  });

  it('warns at each placeholder with its line, pointer and text', () => {
    const page = structuredClone(finishedPage);
    page.blocks[0]!.heading = 'TODO: product name';
    page.blocks[0]!.image.alt = 'Robot arm (TODO check the model)';
    expect(checkTodoMarkers(loaded(page))).toEqual([
      {
        severity: 'warning',
        file: 'pages/about.json',
        line: 9,
        column: 18,
        pointer: '/blocks/0/heading',
        message: expect.stringContaining('"TODO: product name"'),
        rule: 'todo-marker',
        hint: expect.any(String),
      },
      {
        severity: 'warning',
        file: 'pages/about.json',
        line: 13,
        column: 16,
        pointer: '/blocks/0/image/alt',
        message: expect.stringContaining('"Robot arm (TODO check the model)"'),
        rule: 'todo-marker',
        hint: expect.any(String),
      },
    ]);
  });

  it('cuts a long placeholder short in the message', () => {
    const text = `TODO: ${'explain the benefit in detail '.repeat(10)}`;
    const [problem] = checkTodoMarkers(loaded({ ...finishedPage, description: text }));
    expect(problem?.message).toMatch(/"TODO: explain the benefit .{50,}…"/);
    expect(problem?.message.length).toBeLessThan(140);
  });

  it('is a warning of validatePageData, so a page with placeholders still passes', () => {
    const problems = validatePageData({ ...finishedPage, title: 'TODO: page title' }, 'pages/about.json');
    expect(problems.map((problem) => [problem.severity, problem.pointer])).toEqual([['warning', '/title']]);
  });
});

describe('findTodoMarkers', () => {
  it('finds markers in nested lists and escapes pointer segments, but ignores property names', () => {
    expect(findTodoMarkers({ TODO: 'done', 'a/b': [{ text: 'ok' }, { text: 'TODO' }], n: 4 })).toEqual([
      { pointer: '/a~1b/1/text', text: 'TODO' },
    ]);
  });

  it('takes the word TODO, not letters inside another word', () => {
    expect(findTodoMarkers(['MASTODON', 'todo', 'TODOS', 'TODO-list'])).toEqual([{ pointer: '/3', text: 'TODO-list' }]);
  });
});
