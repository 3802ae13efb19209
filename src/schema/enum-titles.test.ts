import { describe, expect, it } from 'vitest';
import { enumOptions } from './enum-options.ts';
import { everyField } from './every-field.testing.ts';
import { projectLayer as layer } from './schema-files.testing.ts';

// Every choice an author makes in the editor: an `enum` (a `const`, such as a block's type, is no choice).
const choices = everyField(layer).filter(({ resolved }) => Array.isArray(resolved.schema.enum));

describe('choices an author makes', () => {
  it('are found in the site and in the blocks (background, network, month...)', () => {
    const found = choices.map(({ at }) => at);
    expect(found).toEqual(
      expect.arrayContaining([
        'Section › Heading level',
        'Section › Background',
        'Notice › Tone',
        'Card grid › Card style',
        'Card grid › Cards › Card › Date badge › Month',
      ]),
    );
    expect(found.some((at) => at.startsWith('Site settings ›') && at.endsWith('› Network'))).toBe(true);
  });

  it('each have a title in words for every value (x-enumTitles), so the editor never shows a raw value', () => {
    const untitled = choices
      .filter(({ resolved }) => {
        const { enum: values, 'x-enumTitles': titles } = resolved.schema as {
          enum: unknown[];
          'x-enumTitles'?: unknown;
        };
        return (
          !Array.isArray(titles) ||
          titles.length !== values.length ||
          titles.some((title) => typeof title !== 'string' || title.trim() === '')
        );
      })
      .map(({ at }) => at);
    expect(untitled).toEqual([]);
  });

  it('read as words, each choice told apart from the others', () => {
    for (const { at, resolved } of choices) {
      const labels = enumOptions(resolved).map((option) => option.label);
      expect(new Set(labels).size, at).toBe(labels.length);
      for (const label of labels) expect(label, at).toMatch(/^[A-Z]/);
    }
  });
});
