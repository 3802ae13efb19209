import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and PDFs are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/**
 * Brotli's highest quality costs time that grows faster than the file: above this size (a long feed,
 * a data file) quality 9 is about twenty times faster for a few per cent more bytes.
 */
const MAX_QUALITY_BYTES = 128 * 1024;
/** Files compressed at the same time: zlib works on libuv's thread pool (4 threads), so all cores are used. */
const PARALLEL_FILES = 4;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file in dir, at the highest levels (see MAX_QUALITY_BYTES): done once
 * here, so the server sends files as they are (@fastify/static `preCompressed`) instead of spending
 * CPU on every response (on-the-fly brotli served `/` at a tenth of the uncompressed rate).
 */
export async function writePrecompressed(dir: string): Promise<number> {
  const files = await filesUnder(dir);
  let written = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      if (await writePrecompressedFile(file)) written += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
  return written;
}

/** Writes `<file>.br` and `<file>.gz` when the file is worth it (see writePrecompressed); says whether it did. */
export async function writePrecompressedFile(file: string): Promise<boolean> {
  if (!COMPRESSIBLE.test(file)) return false;
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: content.length > MAX_QUALITY_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  return true;
}
