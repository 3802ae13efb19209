import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allProblemDefinitions, generalHintOf } from '../../src/build/validation/catalogue';
import { projectLayer } from '../../src/schema/schema-files.testing';
import { invalidFixtureNames, invalidFixturesDir } from './fixture-project';

/**
 * What `npm run validate`, the editor and docs/content-lint.md tell an author is written in the
 * editor's words: no HTML tag (<h1>), no JSON pointer (/blocks/2), no block type id (heroCarousel)
 * and no property name in camelCase (headingLevel), except a key shown in parentheses after its title.
 */
const htmlTag = /<\/?(h[1-6]|img|a|p|div|section|picture|details)>/;
const pointer = /(^|\s)\/blocks\/\d/;
// A field's key after its title ("Heading level ('headingLevel')"), a site reference ({{companyName}})
// and the SVG attribute authors look for in their file are the words a hand-editor types.
const withoutTypedWords = (text: string) =>
  text
    .replace(/\(['"]?[A-Za-z$]+['"]?\)/g, '')
    .replace(/\{\{[^}]*\}\}/g, '')
    .replace(/\bviewBox\b/g, '');
const camelCase = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('the problem catalogue, as docs/content-lint.md shows it', () => {
  it.each(allProblemDefinitions().map((definition) => [definition.id, definition] as const))(
    '%s speaks in author words',
    (_id, definition) => {
      for (const text of [definition.title, definition.why, generalHintOf(definition)]) {
        expect(text).not.toMatch(htmlTag);
        expect(text).not.toMatch(pointer);
        expect(withoutTypedWords(text)).not.toMatch(camelCase);
      }
    },
  );
});

describe('the reports of the invalid fixtures', () => {
  const blockIds = projectLayer.blockTypes.map((block) => block.type).filter((type) => camelCase.test(type));

  it.each(invalidFixtureNames())('%s names fields and headings as the editor does', (name) => {
    const report = readFileSync(path.join(invalidFixturesDir, name, 'expected.txt'), 'utf8');
    // Only the words validation writes: values quoted from the page ('...') are the author's own, and
    // a contract problem's "Found:" quotes the requirement as site.contract.json words it (src/build/contract).
    const ours = report.replace(/'[^']*'/g, "''").replace(/Found: .*$/gm, '');
    expect(ours).not.toMatch(htmlTag);
    expect(ours).not.toMatch(pointer);
    for (const id of blockIds) expect(withoutTypedWords(ours)).not.toContain(id);
  });

  it('covers the fixtures of the messages that once spoke of <h1> and /blocks/N', () => {
    expect(readdirSync(invalidFixturesDir)).toEqual(
      expect.arrayContaining(['two-h1-headings', 'skipped-heading-level', 'unknown-block-type']),
    );
  });
});
