import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './escape-html.ts';

/** Styles for the server's form pages; inline styles are allowed by the CSP (Mantine needs them too). */
const FORM_STYLES = `<style>
.server-form{display:grid;gap:1rem;max-width:40rem;margin:2rem auto;padding:0 1rem}
.server-form h1{margin:0;color:var(--mantine-color-brand-7,#1c3d6e)}
.server-form label{display:grid;gap:.25rem;font-weight:500}
.server-form input,.server-form textarea{font:inherit;padding:.5rem .75rem;border:1px solid var(--mantine-color-gray-4,#ced4da);border-radius:.25rem}
.server-form textarea{min-height:8rem}
.server-form [aria-invalid=true]{border-color:var(--mantine-color-error,#e03131)}
.server-form .field-error,.server-form .form-alert{margin:0;color:var(--mantine-color-error,#e03131)}
.server-form .field-hint{margin:0;font-size:.875rem;color:var(--mantine-color-gray-7,#495057)}
.server-form .trap{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.server-form button{justify-self:start;font:inherit;font-weight:600;padding:.6rem 1.25rem;border:0;border-radius:.25rem;color:#fff;background:var(--mantine-color-brand-filled,#1c3d6e);cursor:pointer}
</style>`;

/** Used when dist/404.html has no <main> to fill (a broken or minimal build). */
function standalonePage(title: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main id="main">${main}</main></body></html>`;
}

/**
 * A page in the site's own look for the server's answers to plain HTML forms: the prerendered
 * dist/404.html (header, footer, inlined CSS, noindex) with its <main> content and title replaced.
 * Read on every answer, as the static pages are, so a rebuilt site is picked up without a restart.
 */
export function renderSitePage(distDir: string, title: string, main: string): string {
  const file = path.join(distDir, '404.html');
  const shell = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const mainElement = /(<main\b[^>]*>)[\s\S]*?(<\/main>)/;
  if (!mainElement.test(shell)) return standalonePage(title, FORM_STYLES + main);
  // Replacer functions: a `$` in a visitor's text must not be read as a replacement pattern.
  return shell
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(mainElement, (_match, open: string, close: string) => `${open}${FORM_STYLES}${main}${close}`);
}
