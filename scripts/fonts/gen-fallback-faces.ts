/**
 * `npm run gen:fonts [-- --check]`: src/browser/theme/brand-font-fallback.css, the metric-adjusted fallback
 * of the brand font, computed from the font files: the brand's WOFF2 (the subset the pages use, at each
 * weight the theme sets) and the system font Chromium on Linux resolves the fallback's local() names to.
 */
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from '../../src/build/project-root';
import { syncGeneratedFiles } from '../../src/build/codegen/sync-generated-files';
import { ABOVE_THE_FOLD_FONT_FILE, BRAND_FONT_FAMILY } from '../../src/browser/theme/brand-font';
import { fallbackStylesheet, type FallbackWeight } from './fallback-faces';
import { installedFont, variableFontInstance } from './font-files';
import { fontMetrics } from './font-metrics';
import { latinCharacterWeights } from './latin-character-weights';

export const fallbackCssFile = path.join(projectRoot, 'src', 'browser', 'theme', 'brand-font-fallback.css');
const brandFontFile = path.join(
  projectRoot,
  'node_modules/@fontsource-variable/ibm-plex-sans/files',
  `${ABOVE_THE_FOLD_FONT_FILE}.woff2`,
);

/**
 * The weights the theme sets (800 resolves to 700), each with the system fonts that stand in, in the order
 * local() tries them; the metrics are read from Liberation Sans, which is what Chromium uses here and has
 * Arial's metrics, so the file comes out the same on every machine that has fonts-liberation.
 */
const weights = [
  {
    weight: 400,
    measured: 'Liberation Sans',
    localNames: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'],
  },
  {
    weight: 700,
    measured: 'Liberation Sans Bold',
    localNames: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Helvetica Bold'],
  },
] as const;

export async function generateFallbackCss(): Promise<string> {
  const fitted: FallbackWeight[] = [];
  for (const { weight, measured, localNames } of weights) {
    fitted.push({
      weight,
      localNames,
      brand: {
        ...fontMetrics(await variableFontInstance(brandFontFile, weight), latinCharacterWeights),
        name: BRAND_FONT_FAMILY,
      },
      fallback: fontMetrics(installedFont(measured), latinCharacterWeights),
    });
  }
  const css = fallbackStylesheet(`${BRAND_FONT_FAMILY} fallback`, fitted, 'scripts/fonts/gen-fallback-faces.ts');
  return format(css, { ...(await resolveConfig(fallbackCssFile)), filepath: fallbackCssFile });
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await syncGeneratedFiles(new Map([[fallbackCssFile, await generateFallbackCss()]]), {
    root: projectRoot,
    check: process.argv.includes('--check'),
    regenerateCommand: 'npm run gen:fonts',
    source: 'the brand and fallback font files',
  });
}
