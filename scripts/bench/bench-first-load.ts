import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';

/**
 * What a route costs a visitor before anything else happens: its HTML, and the JavaScript and CSS
 * its HTML references (scripts, modulepreloads, stylesheets) plus everything those scripts import
 * statically, counted once each and compressed as the server sends them (gzip).
 */
export interface FirstLoad {
  route: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  jsFiles: string[];
  jsGzipBytes: number;
  cssFiles: string[];
  /** The referenced stylesheets plus the CSS inlined in the page's <style> elements, gzip. */
  cssGzipBytes: number;
  /** The inlined part: CSS in <style> elements (gzip), which the first paint needs no request for. */
  inlineCssGzipBytes: number;
  /** Script code written into the HTML itself (it runs like a file would; JSON data blocks excluded). */
  inlineJsBytes: number;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** dist/<route>/index.html, dist/index.html for '/', dist/404.html for the not-found page. */
export function htmlFileFor(distDir: string, route: string): string {
  if (route === NOT_FOUND_ROUTE) return path.join(distDir, '404.html');
  return route === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, ...route.slice(1).split('/'), 'index.html');
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)?.slice(1).find(Boolean);
}

/** Same-origin asset paths the HTML asks for up front, split into scripts and stylesheets. */
export function referencedAssets(html: string): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const url = isScript ? attribute(tag, 'src') : attribute(tag, 'href');
    if (!url || /^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) continue;
    const asType = attribute(tag, 'as')?.toLowerCase();
    // A disabled stylesheet is neither fetched nor applied (it names CSS already inlined).
    if (!isScript && /\sdisabled(?:[\s>=]|$)/i.test(tag)) continue;
    if (isScript || rel.includes('modulepreload') || (rel.includes('preload') && asType === 'script')) js.push(url);
    else if (rel.includes('stylesheet') || (rel.includes('preload') && asType === 'style')) css.push(url);
  }
  return { js, css };
}

/** Types of <script> that the browser runs (others, e.g. JSON-LD or speculation rules, are data). */
const runnableScriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The code of the inline scripts the browser runs, without the data-only ones. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const type = (attribute(`<script ${attributes}>`, 'type') ?? '').toLowerCase().trim();
    if (attribute(`<script ${attributes}>`, 'src') || !runnableScriptTypes.has(type) || code.trim() === '') continue;
    scripts.push(code);
  }
  return scripts;
}

/** Static `import ... from "./x.js"` / `import "./x.js"` in built code (not dynamic `import()`). */
export function staticImportsOf(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(?:^|[;}\n\s])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g)) {
    if (match[1]) found.push(match[1]);
  }
  for (const match of code.matchAll(/(?:^|[;}\n\s])export\s*(?:\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g)) {
    if (match[1]) found.push(match[1]);
  }
  return found;
}

function readManifest(distDir: string): Manifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file)).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** Gzip bytes of built files by URL path ('/assets/x.js'), each counted once; paths not in dist/ count 0. */
export function gzipBytesOf(distDir: string, urlPaths: readonly string[]): number {
  return [...new Set(urlPaths)]
    .map((urlPath) => path.join(distDir, urlPath))
    .filter((file) => existsSync(file))
    .reduce((sum, file) => sum + gzipSize(file), 0);
}

/** Resolves a URL path from the HTML ('/assets/x.js') or an import ('./x.js' in /assets/y.js) to a dist path. */
function toDistPath(url: string, fromUrl = '/'): string {
  return new URL(url, `http://site${fromUrl}`).pathname;
}

/** The CSS in the page's <style> elements, joined. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css]) => css ?? '').join('\n');
}

export function measureFirstLoad(distDir: string, route: string): FirstLoad {
  const htmlFile = htmlFileFor(distDir, route);
  const html = readFileSync(htmlFile);
  const { js, css } = referencedAssets(html.toString('utf8'));
  const inlineJsBytes = inlineScripts(html.toString('utf8')).reduce((sum, code) => sum + Buffer.byteLength(code), 0);
  const manifest = readManifest(distDir);
  const byFile = new Map(Object.values(manifest ?? {}).map((chunk) => [`/${chunk.file}`, chunk]));
  const routeUrl = route === NOT_FOUND_ROUTE || route === '/' ? '/' : `${route}/`;

  const jsFiles = new Set<string>();
  const cssFiles = new Set(css.map((url) => toDistPath(url, routeUrl)));
  const visit = (urlPath: string) => {
    if (jsFiles.has(urlPath)) return;
    jsFiles.add(urlPath);
    const chunk = byFile.get(urlPath);
    if (chunk) {
      for (const cssFile of chunk.css ?? []) cssFiles.add(`/${cssFile}`);
      for (const key of chunk.imports ?? []) {
        const imported = manifest?.[key];
        if (imported) visit(`/${imported.file}`);
      }
      return;
    }
    // Not in the manifest (or no manifest): follow the built file's own static imports.
    const file = path.join(distDir, urlPath);
    if (!existsSync(file)) return;
    for (const specifier of staticImportsOf(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) visit(toDistPath(specifier, urlPath));
    }
  };
  for (const url of js) visit(toDistPath(url, routeUrl));

  const missing = [...jsFiles, ...cssFiles].filter((urlPath) => !existsSync(path.join(distDir, urlPath)));
  if (missing.length > 0) throw new Error(`${route}: HTML references files missing from dist/: ${missing.join(', ')}`);
  const inlineCss = inlineStyles(html.toString('utf8'));
  const inlineCssGzipBytes = inlineCss ? gzipSync(inlineCss).length : 0;
  const total = (files: Set<string>) =>
    [...files].reduce((sum, urlPath) => sum + gzipSize(path.join(distDir, urlPath)), 0);
  return {
    route,
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html).length,
    jsFiles: [...jsFiles].sort(),
    jsGzipBytes: total(jsFiles),
    cssFiles: [...cssFiles].sort(),
    cssGzipBytes: total(cssFiles) + inlineCssGzipBytes,
    inlineCssGzipBytes,
    inlineJsBytes,
  };
}
