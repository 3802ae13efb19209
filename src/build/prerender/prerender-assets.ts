import path from 'node:path';
import { ABOVE_THE_FOLD_FONT_FILE } from '../../browser/theme/brand-font';
/** The parts of Vite's build manifest (dist/.vite/manifest.json) the prerenderer reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  /** Files the chunk's CSS refers to (fonts, images), hashed names in dist/. */
  assets?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The build inputs (vite.config.ts): the styles every page needs, and the island runtime. */
export const SHELL_STYLES_INPUT = 'src/browser/app/shell-styles.ts';
export const ISLANDS_INPUT = 'src/browser/islands/hydrate-islands.ts';
/** What the runtime imports when the first island wakes: React DOM and the hydration code. */
export const ISLAND_HYDRATOR = 'src/browser/islands/hydrate-island.tsx';

/** What one route loads up front: its CSS, and for a page with islands the island runtime. */
export interface RouteAssets {
  /** Every stylesheet the page's markup needs (its islands' included), shell first, in cascade order. */
  css: string[];
  /** The island runtime's file; undefined for a page without islands (no script at all). */
  script?: string;
}

/**
 * The font files every page's first screen is set in (the navbar and the first heading): the
 * shell's brand-font subset that holds every character the pages use. Other subsets (latin-ext, with
 * the rupee sign) are left to the browser, which fetches them only for a page that needs them.
 */
export function aboveTheFoldFonts(manifest: Manifest): string[] {
  const assets = manifest[SHELL_STYLES_INPUT]?.assets ?? [];
  const fonts = assets.filter((file) => path.posix.basename(file).startsWith(`${ABOVE_THE_FOLD_FONT_FILE}-`));
  if (fonts.length === 0)
    throw new Error(`No ${ABOVE_THE_FOLD_FONT_FILE} font among the shell's assets in the build manifest.`);
  return fonts;
}

/** The registry convention: block type 'benefitList' lives in src/browser/blocks/BenefitList/index.ts(x). */
export function blockFolderName(type: string): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}

/** The manifest key of a block type's module (its chunk). */
export function blockModuleKey(manifest: Manifest, type: string): string {
  const prefix = `src/browser/blocks/${blockFolderName(type)}/index.`;
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith(prefix));
  if (!key) throw new Error(`No chunk for block type "${type}" in the build manifest (expected ${prefix}ts).`);
  return key;
}

/** Every chunk reachable through static imports from `keys`, the keys themselves first, in order. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
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
 * The CSS and JavaScript one route needs up front. Every block's CSS (static blocks ship their
 * styles but no code); for a page with islands, the island runtime alone: it fetches React DOM and
 * an island's chunks when that island wakes, after the page has loaded, so nothing is preloaded
 * to compete with the banner image.
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
  if (!islands) return { css };
  const script = manifest[ISLANDS_INPUT]?.file;
  if (!script) throw new Error(`No chunk for ${ISLANDS_INPUT} in the build manifest.`);
  return { css, script };
}
