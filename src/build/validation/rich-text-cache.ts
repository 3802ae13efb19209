import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../project-root.ts';
import type { RichTextOptions } from '../../schema/annotations.ts';
import type { RichTextRequest } from './rich-text-chunks.ts';
import { readRichTextFindings, type ReadRichText, type RichTextFindings } from './rich-text-findings.ts';

/** Bump when the cached shape changes. */
const FORMAT = 2;
const PREFIX = 'rich-text-';

const richTextCodeDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../rich-text');

/**
 * What the findings depend on besides the text: the rich-text code (every module of src/rich-text/,
 * so a change to the subset's rules is never answered from an old cache) and the Markdown parser's
 * versions (both parsers: the quick one proves most texts). Reading a dozen small files costs about a millisecond.
 */
function codeVersion(): string {
  const hash = createHash('sha256').update(String(FORMAT));
  const files = readdirSync(richTextCodeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.testing.ts'))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(richTextCodeDir, file)));
  // Their package.json files are not exported; read from node_modules, where the parser is loaded from.
  for (const name of ['mdast-util-from-markdown', 'micromark', 'markdown-it']) {
    hash.update(readFileSync(path.join(projectRoot, 'node_modules', name, 'package.json')));
  }
  return hash.digest('hex').slice(0, 16);
}

export interface RichTextCache {
  /** The findings of a text: from the cache, or parsed (and kept for next time). */
  read: ReadRichText;
  /** The texts neither kept from an earlier run nor read in this one, each once: what is left to parse. */
  missing(requests: readonly RichTextRequest[]): RichTextRequest[];
  /** Keeps the findings of a text parsed elsewhere (rich-text-pool.ts) as if `read` had parsed it. */
  add(request: RichTextRequest, findings: RichTextFindings): void;
  /** Writes what this run read, when it differs from what was loaded; a cache that cannot be written is skipped. */
  save(): void;
}

/**
 * A cache of rich-text findings by content hash: a thousand unchanged blog posts are not parsed
 * again (the parse is most of `npm run validate`'s time). Only texts read in this run are written
 * back, so the file holds the project as it is now and does not grow with its history.
 */
export function openRichTextCache(dir: string): RichTextCache {
  const file = path.join(dir, `${PREFIX}${codeVersion()}.json`);
  let loaded: Record<string, RichTextFindings> = {};
  try {
    loaded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RichTextFindings>;
  } catch {
    // No cache yet, or an unreadable one: everything is parsed.
  }
  const used = new Map<string, RichTextFindings>();
  let parsed = 0;
  const keyOf = (text: string, options: RichTextOptions) =>
    createHash('sha1')
      .update(options.headings ? 'h' : 'p')
      .update(text)
      .digest('base64url');
  const known = (key: string) => used.get(key) ?? (Object.hasOwn(loaded, key) ? loaded[key] : undefined);
  const read: ReadRichText = (text, options) => {
    const key = keyOf(text, options);
    let findings = known(key);
    if (!findings) {
      findings = readRichTextFindings(text, options);
      parsed += 1;
    }
    used.set(key, findings);
    return findings;
  };
  const save = () => {
    if (parsed === 0 && used.size === Object.keys(loaded).length) return;
    try {
      mkdirSync(dir, { recursive: true });
      // Written aside and renamed, so a validation running at the same time never reads half a file.
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(Object.fromEntries(used)));
      renameSync(temporary, file);
      for (const name of readdirSync(dir)) {
        if (name.startsWith(PREFIX) && name.endsWith('.json') && path.join(dir, name) !== file) {
          rmSync(path.join(dir, name), { force: true });
        }
      }
    } catch {
      // A read-only checkout validates as well, only not faster next time.
    }
  };
  const missing = (requests: readonly RichTextRequest[]) => {
    const seen = new Set<string>();
    return requests.filter(({ text, options }) => {
      const key = keyOf(text, options);
      if (seen.has(key) || known(key)) return false;
      seen.add(key);
      return true;
    });
  };
  const add = ({ text, options }: RichTextRequest, findings: RichTextFindings) => {
    used.set(keyOf(text, options), findings);
    parsed += 1;
  };
  return { read, missing, add, save };
}
