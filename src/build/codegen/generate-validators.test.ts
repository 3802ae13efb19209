import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateValidators } from './generate-validators';

describe('gen-validators', () => {
  it('writes self-contained ESM a browser can run: no require(), no import of AJV', async () => {
    const files = await generateValidators();
    const js = [...files].filter(([file]) => file.endsWith('.js'));
    expect(js.map(([file]) => file.split('/').pop())).toEqual(['contact-query.js', 'brochure-lead.js']);
    for (const [, code] of js) {
      expect(code).toMatch(/^\/\* eslint-disable \*\/\n\/\*\*\n \* This file was automatically generated/);
      expect(code).not.toMatch(/require\(/);
      expect(code).not.toMatch(/^import /m);
      expect(code).toMatch(/^export default /m);
    }
  });

  it('matches the checked-in files (run `npm run gen:validators` after a schema edit)', async () => {
    for (const [file, content] of await generateValidators()) {
      expect(await readFile(file, 'utf8'), file).toBe(content);
    }
  });
});
