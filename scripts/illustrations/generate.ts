import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { framePicture, frameSizes } from './frames.ts';
import { IsoScene } from './iso-scene.ts';
import { pictures } from './pictures.ts';

/**
 * Writes the site's isometric illustrations into public/images/ (one file per entry of
 * pictures.ts), in the style of the card pictures. Run it after changing a scene:
 * `npx tsx scripts/illustrations/generate.ts [name-filter]`.
 */
const root = path.resolve(import.meta.dirname, '../..');
const filter = process.argv[2];
let written = 0;
for (const picture of pictures) {
  if (filter && !picture.file.includes(filter)) continue;
  const scene = new IsoScene();
  picture.draw(scene);
  const file = path.join(root, 'public/images', picture.file);
  mkdirSync(path.dirname(file), { recursive: true });
  const svg = framePicture(picture.frame, picture.title, scene, picture.size);
  writeFileSync(file, svg);
  // Drawn at twice its size, then reduced: crisp lines. Quality 85 keeps it well under 100 KB.
  if (picture.jpeg) {
    const jpeg = await sharp(Buffer.from(svg), { density: 144 })
      .flatten({ background: '#ffffff' })
      .resize(...(picture.size ?? frameSizes[picture.frame]))
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    writeFileSync(file.replace(/\.svg$/, '.jpg'), jpeg);
  }
  written++;
}
console.log(`${written} illustrations written to public/images/`);
