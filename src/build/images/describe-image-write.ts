import type { ImageWriteReport } from './write-site-images.ts';

/** "1 image" / "12 images": a count with its noun, singular only for exactly one. */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The build's one line about images, e.g. "1 image: 0 encoded, 1 from cache (0.1 s)". */
export function describeImageWrite({ files, encoded, milliseconds }: ImageWriteReport): string {
  return `${countOf(files, 'image')}: ${encoded} encoded, ${files - encoded} from cache (${(milliseconds / 1000).toFixed(1)} s)`;
}
