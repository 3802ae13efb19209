import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { forEachObject } from './walk-json.ts';

/** Words that name the kind of picture, not what it shows ("Image 2", "logo of", "banner image"). */
const GENERIC_WORDS = new Set([
  'image',
  'images',
  'img',
  'photo',
  'photograph',
  'pic',
  'picture',
  'banner',
  'logo',
  'icon',
  'graphic',
  'thumbnail',
  'placeholder',
  'a',
  'an',
  'the',
  'of',
]);

const IMAGE_EXTENSION = /\.(svg|png|jpe?g|gif|webp|avif|bmp|tiff?)$/i;

/** Why `alt` tells a screen-reader user nothing about the image at `src`, or undefined when it is fine. */
export function meaninglessAltReason(alt: string, src: string): string | undefined {
  const text = alt.trim();
  if (text === '') return 'is blank';
  // 'img1' is 'img' and '1'; letters of any script count (an alt text in Marathi is a description).
  const words = text.toLowerCase().match(/\p{L}+|\p{N}+/gu) ?? [];
  if (words.every((word) => GENERIC_WORDS.has(word) || /^\p{N}+$/u.test(word))) {
    return `is '${alt}', a word for any picture`;
  }
  const fileName = src.split('/').at(-1) ?? '';
  const baseName = fileName.replace(IMAGE_EXTENSION, '');
  const lower = text.toLowerCase();
  // A plain-word name ('tata.svg' for the Tata logo) may well be the right alt text; 'bag-palletizer' is not.
  if (lower === fileName.toLowerCase() || (lower === baseName.toLowerCase() && /[-_.]/.test(baseName))) {
    return `is '${alt}', the image's file name`;
  }
  // 'IMG_2041.jpg', 'banner-1.svg', 'robot_arm_2': a file name or slug, not a description.
  if (IMAGE_EXTENSION.test(text) || (text.includes('_') && !/\s/.test(text))) {
    return `is '${alt}', which reads like a file name`;
  }
  return undefined;
}

/**
 * Every image that is not marked decorative has alt text that says what it shows: screen readers
 * read it out in place of the image. An empty alt without `"decorative": true` is the schema's
 * error; this catches the texts that are there but mean nothing.
 */
export function checkAltText(document: JsonDocument): Problem[] {
  const report = problemsFor(document.file, document.locate);
  const problems: Problem[] = [];
  forEachObject(document.data, (object, pointer) => {
    const { src, alt, decorative } = object;
    if (typeof src !== 'string' || typeof alt !== 'string' || decorative === true || alt === '') return;
    const reason = meaninglessAltReason(alt, src);
    if (!reason) return;
    problems.push(report(catalogue.meaninglessAltText, `${pointer}/alt`, { reason }));
  });
  return problems;
}
