import { describe, expect, it } from 'vitest';
import { checkDuplicateTitles } from './check-duplicate-titles';
import { formatProblem } from './format-problem';
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
    expect(checkDuplicateTitles(pages).map(formatProblem)).toEqual([
      'pages/a.json warning: /title is also the title of pages/b.json, pages/c.json: browser tabs, bookmarks and search results cannot tell these pages apart; give each page a title of its own',
      'pages/b.json warning: /title is also the title of pages/a.json, pages/c.json: browser tabs, bookmarks and search results cannot tell these pages apart; give each page a title of its own',
      'pages/c.json warning: /title is also the title of pages/a.json, pages/b.json: browser tabs, bookmarks and search results cannot tell these pages apart; give each page a title of its own',
    ]);
  });
});
