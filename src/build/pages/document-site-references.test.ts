import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseProjectDir } from '../../../tests/validation/fixture-project';
import { parseRichText } from '../../rich-text/parse-rich-text';
import { plainTextOf } from '../../rich-text/plain-text-of';
import { getValidator } from '../validation/create-validator';
import { validateProject } from '../validation/validate-project';
import { CURRENT_SCHEMA_VERSION } from '../migrations/index.ts';
import { resolveDocumentSiteReferences } from './document-site-references';

/** A company name full of Markdown characters: as rich text it would turn into italics, bold and a link. */
const companyName = 'R*D_Works* [India] & <Co> __Pvt__';
const site = { companyName, contact: { email: 'sales_team@example.in' } };
const { layer } = getValidator();

const page = (paragraph: string) => ({
  title: 'About {{companyName}}',
  blocks: [{ type: 'section', heading: 'About', headingLevel: 1, paragraphs: [paragraph] }],
});

const resolvedParagraph = (paragraph: string) => {
  const resolved = resolveDocumentSiteReferences(layer, 'page', page(paragraph), site);
  return { resolved, paragraph: resolved.blocks[0]!.paragraphs[0]! };
};

describe('{{site references}} inside rich text', () => {
  it('put the site value in as plain text: it reads as written, with no markup of its own', () => {
    const { paragraph } = resolvedParagraph('We are **{{companyName}}**, in Pune.');
    const { tree, problems } = parseRichText(paragraph);
    expect(problems).toEqual([]);
    expect(plainTextOf(tree)).toBe(`We are ${companyName}, in Pune.`);
    // The author's bold is still the one strong node, holding the whole name.
    const [strong, ...others] = tree.children[0]!.type === 'paragraph' ? tree.children[0]!.children.slice(1, 2) : [];
    expect(others).toEqual([]);
    expect(strong).toMatchObject({ type: 'strong' });
    expect(plainTextOf(strong!)).toBe(companyName);
  });

  it('keep a value inside a link address working (mailto: with an underscore)', () => {
    const { paragraph } = resolvedParagraph('[Write to us](mailto:{{contact.email}})');
    const link = (parseRichText(paragraph).tree.children[0] as { children: { url?: string }[] }).children[0];
    expect(link?.url).toBe('mailto:sales_team@example.in');
  });

  it('leave plain fields as they were: the page title gets the value unescaped', () => {
    const { resolved } = resolvedParagraph('Plain.');
    expect(resolved.title).toBe(`About ${companyName}`);
  });
});

describe('validation of a rich text with a {{site reference}}', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'site-reference-rich-'));
  cpSync(baseProjectDir, root, { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const siteFile = path.join(root, 'site.json');
  writeFileSync(
    siteFile,
    JSON.stringify({ ...(JSON.parse(readFileSync(siteFile, 'utf8')) as object), companyName }, null, 2),
  );

  it("reports a problem after the reference at its place in the author's file, whatever the value's length", async () => {
    const line = '        "{{companyName}} says <b>hi</b>"';
    const text = `{
  "$schema": "../schemas/page.schema.json",
  "schemaVersion": ${CURRENT_SCHEMA_VERSION},
  "title": "Site Values",
  "description": "A page whose paragraph names the company through a site reference, for validation.",
  "blocks": [
    {
      "type": "section",
      "heading": "Site values", "headingLevel": 1,
      "paragraphs": [
${line}
      ]
    }
  ]
}
`;
    const file = 'pages/site-values.json';
    const { problems } = await validateProject({ root, unsavedFiles: new Map([[file, text]]) });
    const here = problems.filter((problem) => problem.file === file);
    // The name's own `*`, `_` and `[` are no problem of the author's; the <b> is, where it is written.
    expect(here).toEqual([
      expect.objectContaining({ rule: 'rich-text-unsupported', line: 11, column: line.indexOf('<b>') + 1 }),
    ]);
  });
});
