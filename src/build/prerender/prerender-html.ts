import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
const ROOT_ELEMENT = '<div id="root"></div>';

export interface PrerenderedParts {
  /** Tags for <head>: SEO tags and the route's own CSS links and modulepreloads. */
  head: string;
  /** The server-rendered markup of #root; the client hydrates exactly this. */
  appHtml: string;
}

/** Fills the built index.html with one route's head tags and markup. */
export function fillTemplate(template: string, { head, appHtml }: PrerenderedParts): string {
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`The built index.html has no ${ROOT_ELEMENT}.`);
  if (!template.includes('</head>')) throw new Error('The built index.html has no </head>.');
  return template
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${appHtml}</div>`);
}

/** Where a route's HTML goes in dist/: '/' -> index.html, '/a/b' -> a/b/index.html, the not-found page -> 404.html. */
export function outputFileForRoute(route: string): string {
  if (route === NOT_FOUND_ROUTE) return '404.html';
  if (route === '/') return 'index.html';
  return `${route.slice(1)}/index.html`;
}
