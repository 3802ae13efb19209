import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../src/build/project-root';
import { installedFont, variableFontInstance } from './font-files';

const brandFile = path.join(
  projectRoot,
  'node_modules/@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2',
);

describe('variableFontInstance', () => {
  it('reads a weight of the variable WOFF2: bold letters are wider, tabular digits are not', async () => {
    const [regular, bold] = await Promise.all([
      variableFontInstance(brandFile, 400),
      variableFontInstance(brandFile, 700),
    ]);
    const advance = (font: typeof regular, character: string) =>
      font.glyphForCodePoint(character.codePointAt(0)!).advanceWidth;
    expect(advance(bold, 'a')).toBeGreaterThan(advance(regular, 'a'));
    expect(advance(bold, '0')).toBe(advance(regular, '0'));
  });

  it('refuses a weight outside the font', async () => {
    await expect(variableFontInstance(brandFile, 800)).rejects.toThrow('has no weight 800 (its wght axis: 100-700)');
  });
});

describe('installedFont', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'no-fonts-'));
  afterAll(() => rmSync(empty, { recursive: true, force: true }));

  it('says which package to install when the fallback font is missing', () => {
    expect(() => installedFont('Liberation Sans', [empty])).toThrow(
      /"Liberation Sans" is not installed .* apt-get install -y fonts-liberation/,
    );
  });
});
