import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { addAnnotationKeywords, annotationKeywords } from './annotations.ts';
import { projectSchemas } from './schema-files.testing.ts';

const strictAjv = () => {
  const ajv = new Ajv({ strict: true, strictRequired: false, allowUnionTypes: true, discriminator: true });
  addFormats(ajv);
  return ajv;
};

describe('annotation keywords', () => {
  it('are all x- keywords, each with a line of documentation', () => {
    expect(annotationKeywords.map(({ keyword }) => keyword)).toEqual(
      expect.arrayContaining(['x-input', 'x-id', 'x-template', 'x-advanced', 'x-enumTitles', 'x-image-layout']),
    );
    for (const { keyword, doc } of annotationKeywords) {
      expect(keyword).toMatch(/^x-[a-zA-Z-]+$/);
      expect(doc.length).toBeGreaterThan(20);
    }
  });

  it('let AJV strict mode compile the project’s schemas, which it refuses without them', () => {
    const withKeywords = addAnnotationKeywords(strictAjv());
    for (const schema of projectSchemas) withKeywords.addSchema(schema);
    expect(withKeywords.getSchema('https://page-engine.dev/schemas/page.schema.json')).toBeTypeOf('function');
    expect(withKeywords.getSchema('https://page-engine.dev/schemas/site.schema.json')).toBeTypeOf('function');

    const without = strictAjv();
    for (const schema of projectSchemas) without.addSchema(schema);
    expect(() => without.getSchema('https://page-engine.dev/schemas/page.schema.json')).toThrow(/unknown keyword: "x-/);
  });

  it('are used by the project’s schemas (an unused one would be a leftover)', () => {
    const text = JSON.stringify(projectSchemas);
    for (const keyword of ['x-input', 'x-id', 'x-advanced', 'x-enumTitles']) expect(text).toContain(`"${keyword}"`);
  });

  it('refuse an annotation of the wrong shape, so a typo in a schema file fails loudly', () => {
    const ajv = addAnnotationKeywords(strictAjv());
    expect(() => ajv.compile({ type: 'string', 'x-input': 'picture' })).toThrow(/x-input/);
    expect(() => ajv.compile({ type: 'string', 'x-id': 'yes' })).toThrow(/x-id/);
    expect(() => ajv.compile({ type: 'integer', enum: [1], 'x-enumTitles': [1] })).toThrow(/x-enumTitles/);
    expect(ajv.compile({ type: 'string', 'x-input': 'longText', 'x-template': 'TODO' })('any')).toBe(true);
  });
});
