import path from 'node:path';
import plexSans from '@capsizecss/metrics/iBMPlexSans';
import { describe, expect, it } from 'vitest';
import { brandFigures, brandFontFile } from './gen-fallback-faces';

describe('brandFigures', () => {
  it("reads the brand's regular figures from the file the pages preload", async () => {
    const { regular } = await brandFigures();
    expect(regular).toMatchObject({ ascent: 1025, descent: -275, lineGap: 0, unitsPerEm: 1000 });
    expect(regular.subsets.latin.xWidthAvg).toBe(plexSans.subsets.latin.xWidthAvg);
  });

  it("refuses a font file whose figures are not the package's, rather than pair the package's bold with it", async () => {
    // The Cyrillic subset of the same font: no basic Latin letters, so another average width.
    const otherFile = path.join(path.dirname(brandFontFile), 'ibm-plex-sans-cyrillic-ext-wght-normal.woff2');
    await expect(brandFigures(otherFile)).rejects.toThrow(
      /ibm-plex-sans-cyrillic-ext-wght-normal\.woff2 no longer has the figures @capsizecss\/metrics gives IBM Plex Sans \(package, file: .*xWidthAvg: 451, \d+/,
    );
  });
});
