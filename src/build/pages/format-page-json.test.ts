import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatPageJson } from './format-page-json';

const fileInRepo = fileURLToPath(new URL('../../../pages/example.json', import.meta.url));

describe('formatPageJson', () => {
  it('keeps one-line objects on one line and expanded ones expanded, as the author wrote them', async () => {
    const original = [
      '{',
      '  "schemaVersion": 1,',
      '  "image": { "src": "/images/a.svg", "width": 1600 },',
      '  "cta": {',
      '    "label": "Contact"',
      '  }',
      '}',
      '',
    ].join('\n');
    const page = { schemaVersion: 2, image: { src: '/images/a.svg', width: 1600 }, cta: { label: 'Contact' } };
    expect(await formatPageJson(page, original, fileInRepo)).toBe(original.replace('1,', '2,'));
  });

  it('keeps the escapes the original wrote in a string, even where the string moved', async () => {
    const original = '{\n  "a": "ISO\\u00a010816",\n  "b": ["x"]\n}\n';
    const page = { b: ['ISO\u00a010816'], a: 'ISO\u00a010816', c: 'new\u00a0text' };
    expect(await formatPageJson(page, original, fileInRepo)).toBe(
      '{\n  "b": ["ISO\\u00a010816"],\n  "a": "ISO\\u00a010816",\n  "c": "new\u00a0text"\n}\n',
    );
  });

  it('expands objects the original did not have, and ends with a newline', async () => {
    const text = await formatPageJson({ mobile: { image: { src: '/images/m.svg' } } }, '{}', fileInRepo);
    expect(text).toBe('{\n  "mobile": {\n    "image": {\n      "src": "/images/m.svg"\n    }\n  }\n}\n');
  });

  it("uses the project's prettier configuration (here: 120 columns, not prettier's 80)", async () => {
    const paragraphs = ['x'.repeat(40), 'y'.repeat(40)];
    const text = await formatPageJson({ paragraphs }, '{}', fileInRepo);
    expect(text).toBe(`{\n  "paragraphs": ${JSON.stringify(paragraphs).replace(',', ', ')}\n}\n`);
  });

  it("falls back to the engine's configuration for a project without one", async () => {
    const paragraphs = ['x'.repeat(40), 'y'.repeat(40)];
    const outside = path.join('/', 'nonexistent-project', 'pages', 'a.json');
    expect(await formatPageJson({ paragraphs }, '{}', outside)).toBe(
      await formatPageJson({ paragraphs }, '{}', fileInRepo),
    );
  });
});
