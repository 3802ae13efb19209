import { JSDOM } from 'jsdom';

/** A built HTML file as a browser would read it, for tests that run in Node (a build needs Node). */
export function parseHtml(html: string): Document {
  return new JSDOM(html).window.document;
}
