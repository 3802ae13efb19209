/**
 * The images the editor lists and accepts (src/editor/server/image-types.ts) are the ones the image
 * schema allows and the build's pipeline handles: an uploaded picture always validates.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RASTER_EXTENSIONS } from '../../src/build/images/source-image';
import { EXTENSIONS_OF, IMAGE_EXTENSIONS } from '../../src/editor/server/image-types';
import { repoRoot } from './editor-test-project';

const defs = JSON.parse(readFileSync(`${repoRoot}schemas/defs.schema.json`, 'utf8'));
const imageSource = new RegExp(defs.definitions.image.properties.src.pattern);
const uploadExtensions = Object.values(EXTENSIONS_OF).flat();

describe('the image types of the editor', () => {
  it.each(IMAGE_EXTENSIONS)('lists %s, which the image schema accepts', (extension) => {
    expect(imageSource.test(`/images/photo${extension}`)).toBe(true);
  });

  it('accepts as uploads exactly the raster formats the build resizes', () => {
    expect([...uploadExtensions].sort()).toEqual([...RASTER_EXTENSIONS].sort());
  });

  it('neither lists nor accepts GIF, which the image schema refuses', () => {
    expect(imageSource.test('/images/anim.gif')).toBe(false);
    expect(IMAGE_EXTENSIONS).not.toContain('.gif');
  });
});
