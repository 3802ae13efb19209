import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CONTRACT_FILE } from '../contract/site-contract.ts';
import { formatPageJson } from './format-page-json.ts';
import { listPageFiles } from './page-files.ts';

/** What formatting the content files of a project did. */
export interface ContentFormatting {
  /** Files rewritten (relative paths): their whitespace differed from the canonical form. */
  rewritten: string[];
  /** Files left alone because they are not JSON (validate reports where and why). */
  unreadable: string[];
}

/**
 * Rewrites site.json, site.contract.json and every page in the canonical form the editor,
 * `npm run new-page` and `npm run migrate` write (formatPageJson: prettier, with each object kept on
 * one line or expanded as the file has it). Formatting never fails a check; this is how an author
 * tidies a file edited by hand. A file already in that form is not written.
 */
export async function formatContentFiles(root: string): Promise<ContentFormatting> {
  const files = ['site.json', CONTRACT_FILE, ...(await listPageFiles(root))];
  const result: ContentFormatting = { rewritten: [], unreadable: [] };
  for (const file of files) {
    const absolute = path.join(root, file);
    const text = await readFile(absolute, 'utf8').catch(() => undefined);
    if (text === undefined) continue;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      result.unreadable.push(file);
      continue;
    }
    const formatted = await formatPageJson(data, text, absolute);
    if (formatted === text) continue;
    await writeFile(absolute, formatted);
    result.rewritten.push(file);
  }
  return result;
}
