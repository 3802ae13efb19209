const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*)\shref="(\/[^"]+\.css)"([^>]*)>/g;

/**
 * Puts a page's stylesheets into one <style> in its <head>, as Astro does with small stylesheets:
 * the first paint then waits for no CSS request (a phone on a slow network waited for six or seven
 * of them). Each <link> stays, disabled: it is neither fetched nor applied, but Vite's chunk loader
 * recognises it when the page's own chunks load and does not fetch their CSS again. (Moving the
 * links to the end of <body> instead let their rules override the components' own <style>s.)
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page has no </head>.');
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const css = links.map(([, , href]) => readCss(href!).trim()).join('\n');
  const disabled = head.replace(STYLESHEET_LINK, (_tag, before: string, href: string, after: string) => {
    return `<link rel="stylesheet"${before} href="${href}"${after} disabled>`;
  });
  const firstLink = links[0]!.index;
  return `${disabled.slice(0, firstLink)}<style data-inlined-css>${css}</style>\n    ${disabled.slice(firstLink)}${html.slice(headEnd)}`;
}
