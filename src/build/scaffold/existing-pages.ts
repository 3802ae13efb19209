import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listPageFiles } from '../pages/page-files.ts';
import { pageFileProblem, routeOfPageFile } from '../pages/page-route.ts';

/** What a new page must not repeat or may link to, read from one existing page file. */
export interface ExistingPage {
  /** Relative to the project root with '/' separators, e.g. 'pages/product.json'. */
  file: string;
  /** From the file path; absent when the file name cannot be a route (validation reports it). */
  route?: string;
  title?: string;
  /** Every brochure path its download lists offer. */
  brochures: string[];
}

function brochuresOf(blocks: unknown): string[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: { type?: unknown; items?: unknown } | null) =>
    block?.type === 'downloadList' && Array.isArray(block.items)
      ? block.items.flatMap((item: { brochure?: unknown } | null) =>
          typeof item?.brochure === 'string' ? [item.brochure] : [],
        )
      : [],
  );
}

async function parseLeniently(file: string): Promise<{ title?: unknown; blocks?: unknown } | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as { title?: unknown; blocks?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * Reads every pages/**\/*.json leniently: a file that does not parse still counts as taken (its
 * name and its route, which is its file path), and validation reports it.
 */
export async function readExistingPages(root: string): Promise<ExistingPage[]> {
  return Promise.all(
    (await listPageFiles(root)).map(async (file) => {
      const data = await parseLeniently(path.join(root, file));
      return {
        file,
        route: pageFileProblem(file) === undefined ? routeOfPageFile(file) : undefined,
        title: typeof data?.title === 'string' ? data.title : undefined,
        brochures: brochuresOf(data?.blocks),
      };
    }),
  );
}
