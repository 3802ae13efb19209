/** The parts of Vite's build manifest (dist/.vite/manifest.json) the prerenderer reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** What one route needs beyond the entry chunk: its stylesheets and the modules to preload. */
export interface RouteAssets {
  css: string[];
  modules: string[];
}

/** The registry convention: block type 'benefitList' lives in src/browser/blocks/BenefitList/index.ts(x). */
export function blockFolderName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

function blockModuleKey(manifest: Manifest, type: string): string {
  const prefix = `src/browser/blocks/${blockFolderName(type)}/index.`;
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith(prefix));
  if (!key) throw new Error(`No chunk for block type "${type}" in the build manifest (expected ${prefix}ts).`);
  return key;
}

/** Every chunk reachable through static imports from `keys`, the keys themselves included. */
function staticClosure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/**
 * The CSS files and JS modules a route needs to render its page without a request waterfall:
 * its page-data chunk and its block chunks with their static imports, minus what the entry
 * (index.html) already loads.
 */
export function routeAssets(manifest: Manifest, page: { file: string; blockTypes: readonly string[] }): RouteAssets {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const alreadyLoaded = staticClosure(manifest, entryKeys);
  const alreadyLinked = new Set([...alreadyLoaded].flatMap((key) => manifest[key]?.css ?? []));
  const roots = [page.file, ...page.blockTypes.map((type) => blockModuleKey(manifest, type))];
  for (const key of roots) if (!manifest[key]) throw new Error(`No chunk for ${key} in the build manifest.`);
  const needed = [...staticClosure(manifest, roots)].filter((key) => !alreadyLoaded.has(key));
  const chunks = needed.map((key) => manifest[key] as ManifestChunk);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter((file) => !alreadyLinked.has(file));
  return { css, modules: chunks.map((chunk) => chunk.file) };
}

/** `<link>` tags for a route's assets, stylesheets first so they start downloading before scripts. */
export function routeAssetTags({ css, modules }: RouteAssets): string {
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...modules.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}
