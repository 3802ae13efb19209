import { describe, expect, it } from 'vitest';
import { checkDuplicateTitles } from './check-duplicate-titles';
import { nowhere } from './problem';

/** The file path is the route: pages/not-found.json is the not-found page. */
const page = (file: string, title: string) => ({ file, data: { title }, locate: nowhere });

describe('checkDuplicateTitles', () => {
  it('accepts pages with titles of their own, and a not-found page that shares one', () => {
    const pages = [
      page('pages/index.json', 'Home'),
      page('pages/product/truck-loading-details.json', 'Truck Loading Conveyors'),
      page('pages/solutions/TruckDetails.json', 'Truck Loading Solutions'),
      page('pages/not-found.json', 'Home'),
    ];
    expect(checkDuplicateTitles(pages)).toEqual([]);
  });

  it('warns on every page of a group, naming the others, ignoring case and spacing', () => {
    const pages = [
      page('pages/a.json', 'Truck Loading Solutions'),
      page('pages/b.json', ' truck loading  solutions'),
      page('pages/c.json', 'TRUCK LOADING SOLUTIONS'),
      page('pages/d.json', 'Palletizing'),
    ];
    const problems = checkDuplicateTitles(pages);
    expect(
      problems.map((problem) => `${problem.severity} ${problem.file} ${problem.pointer} [${problem.rule}]`),
    ).toEqual([
      'warning pages/a.json /title [duplicate-title]',
      'warning pages/b.json /title [duplicate-title]',
      'warning pages/c.json /title [duplicate-title]',
    ]);
    // Each names the others, so the author knows which pages to tell apart.
    expect(problems.map((problem) => problem.message.match(/pages\/\w\.json/g))).toEqual([
      ['pages/b.json', 'pages/c.json'],
      ['pages/a.json', 'pages/c.json'],
      ['pages/a.json', 'pages/b.json'],
    ]);
  });
});
