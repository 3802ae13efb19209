import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { create, type Font } from 'fontkit';
import { decompress } from 'wawoff2';

/**
 * One weight of a variable WOFF2 font. fontkit 2.0.4 reads WOFF2, but its getVariation re-reads the
 * file as plain TrueType and fails, so the file is unpacked first (wawoff2, Google's woff2 decoder).
 */
export async function variableFontInstance(file: string, weight: number): Promise<Font> {
  const font = asFont(create(Buffer.from(await decompress(readFileSync(file)))), file);
  const axis = font.variationAxes.wght;
  if (!axis || weight < axis.min || weight > axis.max) {
    throw new Error(`${file} has no weight ${weight} (its wght axis: ${axis ? `${axis.min}-${axis.max}` : 'none'})`);
  }
  return font.getVariation({ wght: weight });
}

/** Where fontconfig, and so Chromium on Linux, finds installed fonts. */
const FONT_DIRECTORIES = ['/usr/share/fonts', '/usr/local/share/fonts', path.join(homedir(), '.local/share/fonts')];

/**
 * The installed font whose full name is `fullName`, the way Chromium on Linux matches a local() name
 * (by full or PostScript name, never a look-alike that fontconfig would substitute).
 */
export function installedFont(fullName: string, directories = FONT_DIRECTORIES): Font {
  for (const file of directories.flatMap(fontFilesIn)) {
    const font = create(readFileSync(file));
    if ('fullName' in font && (font.fullName === fullName || font.postscriptName === fullName)) return font;
  }
  throw new Error(
    `The fallback font "${fullName}" is not installed (looked in ${directories.join(', ')}). ` +
      'On Debian: apt-get install -y fonts-liberation.',
  );
}

function fontFilesIn(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ttf|otf)$/i.test(file))
    .sort()
    .map((file) => path.join(directory, file));
}

function asFont(font: ReturnType<typeof create>, file: string): Font {
  if (!('fullName' in font)) throw new Error(`${file} is a font collection; one font was expected`);
  return font;
}
