import { describe, expect, it } from 'vitest';
import { generateProblemDocs } from '../../docs/problem-reference';
import { allProblemDefinitions, catalogue, generalHintOf } from './index';

const definitions = allProblemDefinitions();

describe('the problem catalogue', () => {
  it('gives every problem a unique kebab-case id', () => {
    const ids = definitions.map((definition) => definition.id);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every definition checks can use in the docs groups', () => {
    expect(new Set(definitions)).toEqual(new Set(Object.values(catalogue)));
  });

  it('says for every problem why it matters and how to fix it in general', () => {
    for (const definition of definitions) {
      expect(definition.title, definition.id).not.toBe('');
      expect(definition.why, definition.id).not.toBe('');
      expect(generalHintOf(definition), definition.id).not.toBe('');
    }
  });

  it('gives every rule an anchor in docs/content-lint.md, named by its id', async () => {
    const docs = await generateProblemDocs();
    for (const { id } of definitions) expect(docs).toContain(`<a id="${id}"></a>`);
  });
});
