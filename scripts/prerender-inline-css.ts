const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="(\/[^"]+\.css)"[^>]*>\s*/g;

/**
 * Moves a page's stylesheets into one <style> in its <head>, as Astro does with small
 * stylesheets: the first paint then waits for no CSS request (a phone on a slow network waited
 * for six or seven of them). The <link>s move to the end of <body>, where they block nothing, so
 * the files are still cached for later pages and Vite's loader, which looks for those <link>s,
 * does not fetch the CSS of the page's own chunks a second time.
 */
export function inlineStylesheets(html: string, readCss: (href: string) => string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('The page has no </head>.');
  const head = html.slice(0, headEnd);
  const links = [...head.matchAll(STYLESHEET_LINK)];
  if (links.length === 0) return html;
  const css = links.map(([, href]) => readCss(href!).trim()).join('\n');
  const firstLink = links[0]!.index;
  const headWithoutLinks = head.replace(STYLESHEET_LINK, '');
  const inlined =
    headWithoutLinks.slice(0, firstLink) +
    `<style data-inlined-css>${css}</style>\n    ` +
    headWithoutLinks.slice(firstLink);
  const body = html.slice(headEnd);
  const movedLinks = links.map(([tag]) => tag.trim()).join('\n    ');
  if (!body.includes('</body>')) throw new Error('The page has no </body>.');
  return inlined + body.replace('</body>', () => `  ${movedLinks}\n  </body>`);
}
