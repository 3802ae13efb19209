import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openRichTextCache } from './rich-text-cache';
import { readRichTextFindings } from './rich-text-findings';

const paragraph = 'Hello <b>bold</b>, see [the team](/about#team).';
const body = '## Heading\n\n- one\n- [two](/two)';
const asParagraph = { headings: false };
const asBody = { headings: true };

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cacheFile = () =>
  path.join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.json'))!,
  );

describe('the rich-text cache of npm run validate', () => {
  it('answers exactly what parsing answers, on the first run and from the saved file', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    const first = openRichTextCache(dir);
    expect(first.read(paragraph, asParagraph)).toEqual(readRichTextFindings(paragraph, asParagraph));
    expect(first.read(body, asBody)).toEqual(readRichTextFindings(body, asBody));
    first.save();
    const second = openRichTextCache(dir);
    expect(second.read(paragraph, asParagraph)).toEqual(readRichTextFindings(paragraph, asParagraph));
    expect(second.read(body, asBody)).toEqual(readRichTextFindings(body, asBody));
  });

  it('reads an unchanged text from the file, and parses a changed one', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    const first = openRichTextCache(dir);
    first.read(paragraph, asParagraph);
    first.save();
    // Marks what the file holds: a text answered with the mark came from the file, not from the parser.
    const stored = JSON.parse(readFileSync(cacheFile(), 'utf8')) as Record<string, { links: { href: string }[] }>;
    for (const findings of Object.values(stored)) findings.links[0]!.href = '/from-the-cache';
    writeFileSync(cacheFile(), JSON.stringify(stored));

    const second = openRichTextCache(dir);
    expect(second.read(paragraph, asParagraph).links[0]!.href).toBe('/from-the-cache');
    expect(second.read(`${paragraph} More.`, asParagraph).links[0]!.href).toBe('/about#team');
  });

  it('keys a text by whether headings are allowed: "## x" is a problem in one field and fine in another', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    const cache = openRichTextCache(dir);
    expect(cache.read('## Title', asParagraph).problems).toHaveLength(1);
    expect(cache.read('## Title', asBody).problems).toEqual([]);
  });

  it('keeps only the texts of the last run, so the file does not grow with old versions of the content', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    const first = openRichTextCache(dir);
    first.read(paragraph, asParagraph);
    first.read(body, asBody);
    first.save();
    const second = openRichTextCache(dir);
    second.read(body, asBody);
    second.save();
    expect(Object.keys(JSON.parse(readFileSync(cacheFile(), 'utf8')) as object)).toHaveLength(1);
  });

  it('parses everything when the file is unreadable, and replaces it', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    openRichTextCache(dir).save();
    const first = openRichTextCache(dir);
    first.read(body, asBody);
    first.save();
    writeFileSync(cacheFile(), '{ not json');
    const second = openRichTextCache(dir);
    expect(second.read(body, asBody)).toEqual(readRichTextFindings(body, asBody));
    second.save();
    expect(() => JSON.parse(readFileSync(cacheFile(), 'utf8')) as unknown).not.toThrow();
  });

  it('lists each text it lacks once, and keeps findings parsed elsewhere (a worker) as its own', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    const first = openRichTextCache(dir);
    first.read(paragraph, asParagraph);
    first.save();
    const second = openRichTextCache(dir);
    const requests = [
      { text: paragraph, options: asParagraph },
      { text: body, options: asBody },
      { text: body, options: asBody },
      { text: body, options: asParagraph },
    ];
    expect(second.missing(requests)).toEqual([
      { text: body, options: asBody },
      { text: body, options: asParagraph },
    ]);
    const marked = { problems: [], links: [{ href: '/from-a-worker', offset: 0 }] };
    second.add({ text: body, options: asBody }, marked);
    expect(second.read(body, asBody)).toEqual(marked);
    second.save();
    expect(openRichTextCache(dir).read(body, asBody)).toEqual(marked);
  });
});
