/** The parts of Vite's build manifest (dist/.vite/manifest.json) the prerenderer reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The build inputs (vite.config.ts): the styles every page needs, and the island runtime. */
export const SHELL_STYLES_INPUT = 'src/browser/app/shell-styles.ts';
export const ISLANDS_INPUT = 'src/browser/islands/hydrate-islands.ts';
/** What the runtime imports when the first island wakes: React DOM and the hydration code. */
export const ISLAND_HYDRATOR = 'src/browser/islands/hydrate-island.tsx';

/** What one route loads: its CSS, and for a page with islands the runtime and its modules. */
export interface RouteAssets {
  /** Every stylesheet the page's markup needs, shell first, in cascade order. */
  css: string[];
  /** The island runtime's file; undefined for a page without islands (no script at all). */
  script?: string;
  /** The modules the runtime imports for this page's islands: preloaded beside it. */
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

/** Every chunk reachable through static imports from `keys`, the keys themselves first, in order. */
function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest.`);
    // Imports first: a shared chunk's CSS comes before the CSS of the chunks that build on it.
    chunk.imports?.forEach(visit);
    seen.add(key);
  };
  keys.forEach(visit);
  return [...seen];
}

/**
 * The CSS and JavaScript one route needs. Every block's CSS (static blocks ship their styles but
 * no code); JavaScript only for interactive blocks: the island runtime, React DOM once, and the
 * chunks of the page's own island types. Their block chunks are preloaded so hydration waits for
 * no request waterfall.
 */
export function routeAssets(
  manifest: Manifest,
  page: { blockTypes: readonly string[]; islandTypes: readonly string[] },
): RouteAssets {
  const islands = page.islandTypes.length > 0;
  const styled = staticClosure(manifest, [
    SHELL_STYLES_INPUT,
    ...page.blockTypes.map((type) => blockModuleKey(manifest, type)),
    ...(islands ? [ISLANDS_INPUT] : []),
  ]);
  const css = [...new Set(styled.flatMap((key) => manifest[key]?.css ?? []))];
  if (!islands) return { css, modules: [] };
  const script = manifest[ISLANDS_INPUT]?.file;
  const code = staticClosure(manifest, [
    ISLANDS_INPUT,
    ISLAND_HYDRATOR,
    ...page.islandTypes.map((type) => blockModuleKey(manifest, type)),
  ]);
  const modules = code.map((key) => manifest[key]?.file ?? '').filter((file) => file !== script);
  return { css, script, modules };
}
