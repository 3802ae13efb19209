import { focusOf, isImage, type LayoutAt } from '../images/image-layout-at.ts';
import { cropAround } from '../images/plan-rendition.ts';
import { MAX_SOURCE_PIXELS, publicImageFile, readSourceImage, type SourceImage } from '../images/source-image.ts';
import { catalogue } from './catalogue/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';
import type { PublicFiles } from './public-files.ts';
import { forEachObject } from './walk-json.ts';

/** Above this an original only weighs on the repository and the build: no screen needs it. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

type JsonObject = Record<string, unknown>;

/**
 * Each picture's reading, once per validation (keyed by its PublicFiles, made afresh for each): a
 * thousand posts sharing one cover resolve its real path and ask readSourceImage, which looks at
 * the file's size and date every time, about it once.
 */
const readingsByValidation = new WeakMap<PublicFiles, Map<string, Promise<SourceImage>>>();

function readOnce(files: PublicFiles, root: string, src: string): Promise<SourceImage> {
  let readings = readingsByValidation.get(files);
  if (!readings) readingsByValidation.set(files, (readings = new Map()));
  let reading = readings.get(src);
  // checkImages only passes images whose file is in public/.
  if (!reading) readings.set(src, (reading = readSourceImage(root, publicImageFile(root, src)!)));
  return reading;
}

/** What each image's file says about the page: reads every file once per validation (readOnce). */
async function checkOne(
  image: JsonObject & { src: string },
  pointer: string,
  layoutAt: LayoutAt,
  read: (src: string) => Promise<SourceImage>,
  report: ReturnType<typeof problemsFor>,
): Promise<Problem[]> {
  const { src } = image;
  let source: SourceImage;
  try {
    source = await read(src);
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/\s+/g, ' ').trim() : String(error);
    return [report(catalogue.unreadableImage, `${pointer}/src`, { src, reason })];
  }
  const problems: Problem[] = [];
  const authored = image.width !== undefined || image.height !== undefined;
  if (source.kind === 'svg') {
    if (source.width === undefined && (image.width === undefined || image.height === undefined)) {
      problems.push(report(catalogue.svgWithoutSize, `${pointer}/src`, { src }));
    }
    return problems;
  }
  const width = source.width ?? 0;
  const height = source.height ?? 0;
  const layout = layoutAt(pointer);
  if (width * height > MAX_SOURCE_PIXELS) {
    const megapixels = Math.round((width * height) / 1e6);
    const tooMany = { src, width, height, megapixels, widest: layout.largestPx * 2 };
    // Nothing else can be judged of a file the build cannot open.
    return [report(catalogue.imageTooManyPixels, `${pointer}/src`, tooMany)];
  }
  if (source.bytes > MAX_IMAGE_BYTES) {
    const megabytes = (source.bytes / (1024 * 1024)).toFixed(1);
    problems.push(report(catalogue.oversizedImage, `${pointer}/src`, { src, megabytes, widest: layout.largestPx * 2 }));
  }
  // The block shows the crop, not the file: judge the part of the photo it keeps.
  const crop = layout.aspect ? cropAround(width, height, layout.aspect, focusOf(image)) : { width, height };
  if (layout.exact) {
    if (crop.width < layout.exact.width || crop.height < layout.exact.height) {
      problems.push(report(catalogue.shareImageTooSmall, `${pointer}/src`, { src, ...crop }));
    }
  } else if (crop.width < layout.largestPx) {
    problems.push(
      report(catalogue.imageTooSmall, `${pointer}/src`, {
        src,
        layout: layout.name,
        width: crop.width,
        largestPx: layout.largestPx,
        cropped: crop.width !== width,
      }),
    );
  }
  if (authored) {
    const at = image.width !== undefined ? `${pointer}/width` : `${pointer}/height`;
    problems.push(report(catalogue.redundantImageSize, at, { width, height }, 'key'));
  }
  return problems;
}

/**
 * What only the image files can tell: a photo too heavy for the repository or too small for its
 * block, sizes written in the page that the file already gives, an SVG with no size, a file that
 * is not an image. Missing files are check-assets' (with "did you mean"), so they are skipped here.
 * `layoutAt` is the build's own (image-layout-at.ts), so validation judges what the build makes.
 */
export async function checkImages(
  document: JsonDocument,
  root: string,
  files: PublicFiles,
  layoutAt: LayoutAt,
): Promise<Problem[]> {
  const report = problemsFor(document.file, document.locate);
  const checks: Promise<Problem[]>[] = [];
  // Every object, list items included (a logo strip's logos are images in a list).
  forEachObject(document.data, (object, pointer) => {
    if (!isImage(object) || files.escapes(object.src) || !files.has(object.src)) return;
    checks.push(checkOne(object, pointer, layoutAt, (src) => readOnce(files, root, src), report));
  });
  return (await Promise.all(checks)).flat();
}
