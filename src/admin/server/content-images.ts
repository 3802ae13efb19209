import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { isRasterPath, readSourceImage } from '../../build/images/source-image.ts';
import { EditorRefusal } from '../../editor/server/editor-refusal.ts';
import { CONTENT_TYPES } from '../../editor/server/image-types.ts';
import { editablePath } from '../../editor/server/sandbox.ts';
import { AdminApiError } from './admin-api-error.ts';

/** The folder every picture of the site lives in; nothing else is ever served from a content tree. */
export const IMAGES_FOLDER = 'public/images/';

/**
 * The absolute path of `public/images/<name>` in the content tree `root`, after the editor's own
 * refusals (editablePath): '..' and '.' parts, dotfiles, other extensions, and symbolic links whose
 * real path leaves public/images/. A refused name is 403 or 400, as in the editor; null when there is no such file.
 */
export async function contentImagePath(root: string, name: string): Promise<string | null> {
  let absolute: string;
  try {
    absolute = await editablePath(root, `${IMAGES_FOLDER}${name}`, ['image']);
  } catch (error) {
    if (error instanceof EditorRefusal) throw new AdminApiError(error.status, error.message);
    throw error;
  }
  const stats = await stat(absolute).catch(() => null);
  return stats?.isFile() ? absolute : null;
}

/** Size in bytes and, when the pipeline can read it, the dimensions as displayed (see source-image.ts). */
export async function describeContentImage(
  root: string,
  absolute: string,
): Promise<{ bytes: number; width?: number; height?: number }> {
  const { size } = await stat(absolute);
  const readable = isRasterPath(absolute) || path.extname(absolute).toLowerCase() === '.svg';
  const source = readable ? await readSourceImage(root, absolute).catch(() => undefined) : undefined;
  return { bytes: size, width: source?.width, height: source?.height };
}

/** Answers with a picture's bytes, never cached (the draft changes), an SVG unable to run scripts. */
export async function sendContentImage(reply: FastifyReply, absolute: string): Promise<FastifyReply> {
  const bytes = await readFile(absolute);
  return reply
    .headers({
      'content-type': CONTENT_TYPES[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      // An SVG opened on its own must not run scripts at the admin's origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'no-store',
    })
    .send(bytes);
}
