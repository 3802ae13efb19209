import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Site } from '../../generated/schema-types';
import type { BrochureSource } from './collect-brochures';

/** Raster images ready for pdf-lib, which embeds only PNG and JPEG (the site's pictures are SVG). */
export interface BrochureImages {
  /** The company's wide logo (site.json logo.wide), PNG with transparency. */
  logo: Uint8Array;
  /** The product's picture (its download-list image), JPEG on white; absent when it has none. */
  picture?: Uint8Array;
}

/** About 200 dpi at the size the brochure prints them: sharp on paper, a few dozen KB each. */
const LOGO_WIDTH_PX = 600;
const PICTURE_WIDTH_PX = 720;

function publicFile(root: string, src: string, what: string): string {
  const file = path.join(root, 'public', src);
  if (!src.startsWith('/') || !existsSync(file)) {
    throw new Error(`Brochure ${what}: ${src} is not a file under public/ (looked for ${file})`);
  }
  return file;
}

/** Reads and rasterises the logo and the product's picture for one brochure. */
export async function loadBrochureImages(root: string, source: BrochureSource, site: Site): Promise<BrochureImages> {
  const logoFile = publicFile(root, site.logo.wide.src, 'logo (site.json logo.wide)');
  const logo = await sharp(logoFile, { density: 300 }).resize({ width: LOGO_WIDTH_PX }).png().toBuffer();
  const image = source.product.image;
  if (!image) return { logo };
  const pictureFile = publicFile(root, image.src, `picture of ${source.product.title}`);
  const picture = await sharp(pictureFile, { density: 200 })
    .resize({ width: PICTURE_WIDTH_PX, withoutEnlargement: false })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  return { logo, picture };
}
