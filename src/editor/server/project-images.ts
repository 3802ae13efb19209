import { access, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isRasterPath, readSourceImage } from '../../build/images/source-image.ts';
import type { ImageEntry, ImagesResponse, UploadNameTakenResponse, UploadResponse } from '../shared/editor-api.ts';
import { createFileAtomically } from './atomic-write.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { freeImageName } from './free-image-name.ts';
import { EXTENSIONS_OF, isGif, sniffImageType, UPLOAD_FORMATS } from './image-types.ts';
import { editablePath, kindOfPath, refuseUnservableNames } from './sandbox.ts';

/** The largest upload accepted: bigger pictures should be resized before they reach the site. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The size the build reads (source-image.ts: a phone photo's EXIF orientation applied, an SVG's own
 * width/height or viewBox, none for an SVG that states neither); sharp's for a file the pipeline
 * cannot read (the picker still lists it, and validation reports it).
 */
async function sizeOf(root: string, absolute: string): Promise<{ width?: number; height?: number }> {
  const piped = isRasterPath(absolute) || path.extname(absolute).toLowerCase() === '.svg';
  const source = piped ? await readSourceImage(root, absolute).catch(() => undefined) : undefined;
  if (source) return { width: source.width, height: source.height };
  const metadata = await sharp(absolute)
    .metadata()
    .catch(() => undefined);
  return { width: metadata?.width, height: metadata?.height };
}

async function describeImage(root: string, file: string): Promise<ImageEntry> {
  const absolute = path.join(root, file);
  const [{ size }, metadata] = await Promise.all([stat(absolute), sizeOf(root, absolute)]);
  const extension = path.extname(file).slice(1).toLowerCase();
  return {
    src: `/${file.slice('public/'.length)}`,
    width: metadata?.width,
    height: metadata?.height,
    bytes: size,
    type: extension === 'jpg' ? 'jpeg' : extension,
  };
}

/** Every image under public/images/ with its dimensions, read from the file. */
export async function listImages(root: string): Promise<ImagesResponse> {
  const folder = path.join(root, 'public/images');
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => kindOfPath(file) === 'image')
    .sort();
  return { images: await Promise.all(files.map((file) => describeImage(root, file))) };
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** The refusal of a taken name, with a free name to offer the author instead (see UploadNameTakenResponse). */
async function nameTaken(root: string, name: string): Promise<EditorRefusal> {
  const freeName = await freeImageName(name, (candidate) => exists(path.join(root, 'public/images', candidate)));
  const error = `An image named ${name} already exists: upload this one as ${freeName}, or pick the existing one.`;
  return new EditorRefusal(409, error, { error, freeName } satisfies UploadNameTakenResponse);
}

/**
 * Stores an uploaded picture under public/images/, never replacing a file: a taken name is refused
 * with a free name to upload it as (409, UploadNameTakenResponse). Refused: SVG (it can hold
 * scripts; the editor does not sanitise it: add SVGs through the repository where they are reviewed),
 * GIF (the image schema refuses it), bytes that are no PNG, JPEG, WebP or AVIF whatever the name or
 * Content-Type says, a name whose extension is not the format's, a name the site would not serve
 * (starting with a dot) or the file system cannot take (too long), and anything sharp cannot decode.
 */
export async function storeUpload(root: string, name: unknown, bytes: Buffer): Promise<UploadResponse> {
  if (typeof name !== 'string' || name === '')
    throw new EditorRefusal(400, 'Refused: the upload needs ?name=picture.jpg.');
  const file = `public/images/${name}`;
  if (
    path.extname(name).toLowerCase() === '.svg' ||
    /^\s*(<\?xml|<svg|<!--)/i.test(bytes.subarray(0, 256).toString())
  ) {
    throw new EditorRefusal(
      415,
      'Refused: SVG uploads are not accepted (an SVG can carry scripts); add SVG files through the repository.',
    );
  }
  // A name too long or starting with a dot is refused in its own words before its format is judged.
  refuseUnservableNames(file);
  if (isGif(name, bytes)) {
    throw new EditorRefusal(415, `Refused: GIF is not supported: use ${UPLOAD_FORMATS} (save ${name} as one of them).`);
  }
  const absolute = await editablePath(root, file, ['image']);
  const type = sniffImageType(bytes);
  if (!type) throw new EditorRefusal(415, `Refused: ${name} is not a ${UPLOAD_FORMATS} image.`);
  if (!EXTENSIONS_OF[type].includes(path.extname(name).toLowerCase())) {
    throw new EditorRefusal(
      415,
      `Refused: ${name} holds a ${type.toUpperCase()} image; name it ${EXTENSIONS_OF[type].join(' or ')}.`,
    );
  }
  const decodes = await sharp(bytes)
    .metadata()
    .then((metadata) => Boolean(metadata.width && metadata.height))
    .catch(() => false);
  if (!decodes) throw new EditorRefusal(415, `Refused: ${name} is not a readable ${type.toUpperCase()} image.`);
  await mkdir(path.dirname(absolute), { recursive: true });
  try {
    await createFileAtomically(absolute, bytes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw await nameTaken(root, name);
    throw error;
  }
  return { src: `/images/${name}` };
}
