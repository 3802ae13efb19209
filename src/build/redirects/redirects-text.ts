import type { Redirect } from './redirects-file.ts';

/**
 * The `_redirects` file static hosts read (Netlify, Cloudflare Pages): one `from to 301` line per
 * redirect, the old address also with a trailing slash. The production server reads the same file
 * (src/server/redirects.ts), so a site served from dist/ anywhere redirects alike.
 */
export function redirectsText(redirects: readonly Redirect[]): string {
  const header = '# Generated from redirects.json by the build: permanent redirects of old addresses.\n';
  return header + redirects.map(({ from, to }) => `${from} ${to} 301\n`).join('');
}
