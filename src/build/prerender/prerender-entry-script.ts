const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="[^"]+"[^>]*><\/script>\s*/;

/**
 * Moves the entry <script type="module"> from <head> to the end of <body>. Browsers defer module
 * scripts either way, but Lighthouse's simulated throttling models a script in <head> as holding
 * up the first paint; at the end of the body it is plainly what it is: work after the content.
 */
export function moveEntryScriptToBodyEnd(html: string): string {
  const headEnd = html.indexOf('</head>');
  const match = ENTRY_SCRIPT.exec(html);
  if (!match || headEnd < 0 || match.index > headEnd) return html;
  const withoutScript = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  if (!withoutScript.includes('</body>')) throw new Error('The page has no </body>.');
  return withoutScript.replace('</body>', () => `  ${match[0].trim()}\n  </body>`);
}
