/**
 * `npm run gen:fonts [-- --check]`: src/browser/theme/brand-font-fallback.css, the metric-adjusted fallback
 * of the brand font. The brand's figures are read from its WOFF2 (the subset the pages preload); Arial's,
 * the fallback's, come from @capsizecss/metrics, so no installed font is read and the file comes out the
 * same on every machine (Liberation Sans, what Chromium uses on Linux, has Arial's metrics).
 */
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import plexSans from '@capsizecss/metrics/iBMPlexSans';
import plexSansBold from '@capsizecss/metrics/iBMPlexSans/700';
import { fromFile } from '@capsizecss/unpack/fs';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from '../../src/build/project-root';
import { syncGeneratedFiles } from '../../src/build/codegen/sync-generated-files';
import { ABOVE_THE_FOLD_FONT_FILE, BRAND_FONT_FAMILY } from '../../src/browser/theme/brand-font';
import { fallbackStylesheet, type FallbackWeight } from './fallback-faces';
import { differingFigures, fontMetrics, type CapsizeMetrics } from './font-metrics';

export const fallbackCssFile = path.join(projectRoot, 'src', 'browser', 'theme', 'brand-font-fallback.css');
export const brandFontFile = path.join(
  projectRoot,
  'node_modules/@fontsource-variable/ibm-plex-sans/files',
  `${ABOVE_THE_FOLD_FONT_FILE}.woff2`,
);

/**
 * The width of a digit, in font units, which capsize does not publish. Both fonts' digits are tabular and
 * as wide at every weight: IBM Plex Sans's 600 of 1000 (its hmtx, the same at wght 100-700), Arial's 1139
 * of 2048 (Arial's and Arial Bold's hmtx; Liberation Sans 2.1.5 Regular and Bold, Debian's, have the same).
 */
const PLEX_DIGIT_UNITS = 600;
const ARIAL_DIGIT_UNITS = 1139;

const ARIAL_NAMES = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Helvetica'];
const ARIAL_BOLD_NAMES = [
  'Arial Bold',
  'Arial-BoldMT',
  'Liberation Sans Bold',
  'LiberationSans-Bold',
  'Helvetica Bold',
];

/**
 * The brand's regular figures, read from its file; the default instance of the variable font is wght 400.
 * capsize reads one instance only, so the bold's come from @capsizecss/metrics, which are Google Fonts'
 * IBM Plex Sans Bold: the same design, as long as the package's regular figures are the file's, which is
 * checked here so a font upgrade that changes them fails instead of pairing old bold figures with it.
 */
export async function brandFigures(file = brandFontFile): Promise<{ regular: CapsizeMetrics; bold: CapsizeMetrics }> {
  const regular = await fromFile(file);
  const differences = differingFigures(plexSans, regular);
  if (differences.length > 0) {
    throw new Error(
      `${path.relative(projectRoot, file)} no longer has the figures @capsizecss/metrics gives IBM Plex Sans ` +
        `(package, file: ${differences.join('; ')}), so the package's bold figures may not be the font's either: ` +
        'upgrade @capsizecss/metrics to the font, or measure the bold from the file.',
    );
  }
  return { regular, bold: plexSansBold };
}

export async function generateFallbackCss(): Promise<string> {
  const brand = await brandFigures();
  const weights: FallbackWeight[] = [
    { weight: 400, brand: brand.regular, fallback: arial, localNames: ARIAL_NAMES },
    { weight: 700, brand: brand.bold, fallback: arialBold, localNames: ARIAL_BOLD_NAMES },
  ].map(({ weight, brand, fallback, localNames }) => ({
    weight,
    localNames,
    brand: { ...fontMetrics(brand, PLEX_DIGIT_UNITS), name: BRAND_FONT_FAMILY },
    fallback: fontMetrics(fallback, ARIAL_DIGIT_UNITS),
  }));
  const css = fallbackStylesheet(`${BRAND_FONT_FAMILY} fallback`, weights, 'scripts/fonts/gen-fallback-faces.ts');
  return format(css, { ...(await resolveConfig(fallbackCssFile)), filepath: fallbackCssFile });
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode = await syncGeneratedFiles(new Map([[fallbackCssFile, await generateFallbackCss()]]), {
    root: projectRoot,
    check: process.argv.includes('--check'),
    regenerateCommand: 'npm run gen:fonts',
    source: 'the brand font file and @capsizecss/metrics',
  });
}
