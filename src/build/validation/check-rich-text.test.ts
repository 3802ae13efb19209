/**
 * Rich text in a project: a copy of tests/fixtures/base whose own schemas/ mark the Section's
 * paragraphs and the footer's copyright rich, so these tests do not wait for real fields to be.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { baseProjectDir, copyFixtureFile } from '../../../tests/validation/fixture-project';
import type { Problem } from './problem';
import { validateProject } from './validate-project';
import { CURRENT_SCHEMA_VERSION } from '../migrations/index.ts';

const repoSchemas = fileURLToPath(new URL('../../../schemas/', import.meta.url));

/** A schema document, loosely typed: the tests reach into known places of it. */
type Schema = { [key: string]: Schema } & { 'x-rich'?: boolean };

function editJson(file: string, edit: (json: Schema) => void): void {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Schema;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
}

function richProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rich-text-'));
  cpSync(baseProjectDir, root, { recursive: true });
  for (const file of ['site.json', ...readdirSync(path.join(root, 'pages')).map((name) => `pages/${name}`)]) {
    copyFixtureFile(path.join(baseProjectDir, file), root, file);
  }
  const schemasDir = path.join(root, 'schemas');
  cpSync(repoSchemas, schemasDir, { recursive: true });
  editJson(path.join(schemasDir, 'defs.schema.json'), (defs) => {
    defs.definitions!.paragraphs!.items!['x-rich'] = true;
  });
  editJson(path.join(schemasDir, 'site.schema.json'), (site) => {
    site.properties!.footer!.properties!.copyright!['x-rich'] = true;
  });
  return root;
}

const root = richProject();
const schemasDir = path.join(root, 'schemas');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The raw JSON line of the paragraph: the string as the file writes it, escapes and all. */
const pageWith = (paragraphLine: string) => `{
  "$schema": "../schemas/page.schema.json",
  "schemaVersion": ${CURRENT_SCHEMA_VERSION},
  "title": "Rich Text",
  "description": "A page whose section paragraphs hold rich text, for the validation tests.",
  "blocks": [
    {
      "type": "section",
      "heading": "Rich text", "headingLevel": 1,
      "paragraphs": [
${paragraphLine}
      ]
    }
  ]
}
`;
const PARAGRAPH_LINE = 11;

async function problemsOf(paragraphLine: string, file = 'pages/rich.json'): Promise<Problem[]> {
  const unsavedFiles = new Map([[file, pageWith(paragraphLine)]]);
  const { problems } = await validateProject({ root, schemasDir, unsavedFiles });
  return problems.filter((problem) => problem.file === file);
}

/** 1-based column of `needle` in the raw line: where an editor puts the cursor. */
const columnOf = (line: string, needle: string) => line.indexOf(needle) + 1;

describe('rich text in a project', () => {
  it('passes a text inside the subset: bold, italic, links, lists, line breaks', async () => {
    const line = String.raw`        "**Bold**, *italic* and [a link](/about#team).\\\n- one\n- two\n  - nested\n\n1. first"`;
    expect(await problemsOf(line)).toEqual([]);
  });

  it('reports <b> at its line and column inside the string, with the hint to write **bold**', async () => {
    const line = '        "Hello <b>x</b>"';
    const problems = await problemsOf(line);
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'rich-text-unsupported',
        severity: 'error',
        line: PARAGRAPH_LINE,
        column: 16,
        pointer: '/blocks/0/paragraphs/0',
        field: 'Section › Paragraph 1',
        message: 'holds an HTML tag <b>, which rich text does not allow',
        hint: 'Use **bold** instead of <b>.',
      }),
    ]);
    expect(columnOf(line, '<b>')).toBe(16);
  });

  it('reports the same problems, byte for byte, when the findings come from the cache of npm run validate', async () => {
    const unsavedFiles = new Map([
      ['pages/rich.json', pageWith('        "Hello <b>x</b> and [a dead link](/nowhere)"')],
    ]);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    try {
      const parsed = await validateProject({ root, schemasDir, unsavedFiles });
      const cold = await validateProject({ root, schemasDir, unsavedFiles, cacheDir });
      const warm = await validateProject({ root, schemasDir, unsavedFiles, cacheDir });
      expect(readdirSync(cacheDir)).toHaveLength(1);
      expect(
        parsed.problems.filter(({ rule }) => rule.startsWith('rich-text') || rule === 'dead-internal-link'),
      ).toHaveLength(2);
      expect(cold.problems).toEqual(parsed.problems);
      expect(warm.problems).toEqual(parsed.problems);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('reports a dead link at the link when the quick parse proved its text and the cache kept no offsets', async () => {
    const line = '        "**Bold** words, then\\n\\n- a point\\n- [a dead link](/nowhere) here"';
    const unsavedFiles = new Map([['pages/rich.json', pageWith(line)]]);
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'rich-text-cache-'));
    try {
      const deadLinks = async () =>
        (await validateProject({ root, schemasDir, unsavedFiles, cacheDir })).problems
          .filter(({ rule }) => rule === 'dead-internal-link')
          .map(({ file, line: at, column }) => ({ file, line: at, column }));
      const cold = await deadLinks();
      expect(cold).toEqual([{ file: 'pages/rich.json', line: expect.any(Number), column: columnOf(line, '[a dead') }]);
      expect(await deadLinks()).toEqual(cold);
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  });

  it('counts escapes written before the construct (\\n, \\", \\\\, \\u00e9) as the file writes them', async () => {
    const line = String.raw`        "Say \"hi\" to Caf\u00e9 \\ co.\nThen <i>this</i>"`;
    const [problem] = await problemsOf(line);
    expect(problem).toMatchObject({
      line: PARAGRAPH_LINE,
      column: columnOf(line, '<i>'),
      hint: expect.stringMatching(/^Use \*italic\*/),
    });
  });

  it.each([
    ['an image', 'See ![robot](/images/share.png)', '![robot]', /Image field/i],
    ['inline code', 'Run `npm` now', '`npm`', /backticks/i],
    ['a fenced code block', '```\\ncode\\n```', '```', /code blocks/i],
    ['a quote', '> quoted', '> quoted', /quote/i],
    ['a horizontal line', 'Above\\n\\n---\\n\\nBelow', '---', /draws a line/i],
    ['a heading where the field has none', '## Title', '## Title', /headings are not allowed/i],
    ['an underlined heading', 'Title\\n=====', 'Title', /headings are not allowed/i],
    ['a link reference', '[x][ref]\\n\\n[ref]: /about', '[x][ref]', /\[text\]\(address\)/i],
    ['an address in angle brackets', 'Go to <https://example.com>', '<https://', /\[text\]\(https:\/\/example.com\)/],
    ['a list nested twice', '- a\\n  - b\\n    - c', '- c', /one level of sub-points/i],
    ['a <script>', 'Hi <script>alert(1)</script>', '<script>', /HTML such as <script>/i],
  ])('reports %s at its column', async (_what, text, needle, hint) => {
    const line = `        "${text}"`;
    const problems = await problemsOf(line);
    expect(problems.map(({ rule, line, column }) => ({ rule, line, column }))).toContainEqual({
      rule: 'rich-text-unsupported',
      line: PARAGRAPH_LINE,
      column: columnOf(line, needle),
    });
    expect(problems.find((problem) => problem.rule === 'rich-text-unsupported')?.hint).toMatch(hint);
  });

  it('refuses javascript:, data: and http: links with the words of link fields', async () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'http://example.com']) {
      const line = `        "Click [here](${href})"`;
      const problems = await problemsOf(line);
      expect(problems).toEqual([
        expect.objectContaining({
          rule: 'rich-text-link',
          column: columnOf(line, '[here]'),
          message: `has a link to '${href}', which is not a valid link target`,
          hint: expect.stringContaining('Other schemes (http:, javascript:, data:) are refused.'),
        }),
      ]);
    }
  });

  it('accepts https:, mailto: and tel: links, and mailto: with a site reference', async () => {
    const line =
      '        "[site](https://example.com) [mail](mailto:a@example.in) [call](tel:+912045678900) [us](mailto:{{contact.email}})"';
    expect(await problemsOf(line)).toEqual([]);
  });

  it('reports a dead internal link and a missing anchor inside the text, at the link', async () => {
    const line = '        "See [products](/prodcts) and [the team](/about#teams) and [below](#nowhere)"';
    const problems = await problemsOf(line);
    expect(problems.map(({ rule, column, hint }) => ({ rule, column, hint }))).toEqual([
      { rule: 'dead-internal-link', column: columnOf(line, '[products]'), hint: 'Link to an existing route.' },
      { rule: 'missing-anchor', column: columnOf(line, '[the team]'), hint: expect.any(String) },
      { rule: 'missing-anchor', column: columnOf(line, '[below]'), hint: expect.any(String) },
    ]);
    expect(problems[0]!.message).toBe("links to '/prodcts', which is not the route of any page");
  });

  it("resolves '#link-name' against the page's own sections", async () => {
    const page = readFileSync(path.join(root, 'pages/about.json'), 'utf8').replace(
      'Write to us or call; we answer within one working day.',
      'Meet [the team](#team).',
    );
    const { problems } = await validateProject({
      root,
      schemasDir,
      unsavedFiles: new Map([['pages/about.json', page]]),
    });
    expect(problems.filter((problem) => problem.file === 'pages/about.json')).toEqual([]);
  });

  it('reports an unknown {{site}} reference inside a rich text like anywhere else', async () => {
    const problems = await problemsOf('        "Write to [us](mailto:{{contact.emial}}) or {{companyNme}}"');
    expect(problems.map(({ rule, message }) => ({ rule, message }))).toEqual([
      expect.objectContaining({
        rule: 'unknown-site-reference',
        message: expect.stringContaining('{{contact.emial}}'),
      }),
      expect.objectContaining({ rule: 'unknown-site-reference', message: expect.stringContaining('{{companyNme}}') }),
    ]);
  });

  it("checks site.json's rich texts too", async () => {
    const site = readFileSync(path.join(root, 'site.json'), 'utf8').replace(
      '"© 2026 Fixture Automation Pvt. Ltd."',
      '"© 2026 <b>Fixture</b> [x](javascript:void(0))"',
    );
    const { problems } = await validateProject({ root, schemasDir, unsavedFiles: new Map([['site.json', site]]) });
    const line = site.split('\n').find((text) => text.includes('"copyright"'))!;
    expect(problems.filter(({ file }) => file === 'site.json').map(({ rule, column }) => ({ rule, column }))).toEqual([
      { rule: 'rich-text-unsupported', column: columnOf(line, '<b>') },
      { rule: 'rich-text-link', column: columnOf(line, '[x]') },
    ]);
  });
});
