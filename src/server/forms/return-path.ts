/**
 * A path on this site: '/' and then no second '/' (a browser reads '//evil.example', and '/\\evil.example' too, as
 * another site's address), and no backslash, space or control character anywhere.
 */
const SITE_PATH = /^\/(?![/\\])[^\\\s\p{Cc}]*$/u;

/**
 * Where "Back" leads after a form posted without scripts: the page the form was on, as a path on
 * this site. The form's hidden `from` field wins (a form shown again was posted from the server's
 * own page), then the Referer; anything else, or a path under the forms themselves, goes home.
 */
export function returnPath(from: string | undefined, referer: string | undefined, formsPrefix: string): string {
  const candidate = from ?? pathOf(referer);
  if (!candidate || !SITE_PATH.test(candidate) || candidate.startsWith(formsPrefix)) return '/';
  return candidate.slice(0, 512);
}

function pathOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}
