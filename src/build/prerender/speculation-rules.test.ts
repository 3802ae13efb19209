import { describe, expect, it } from 'vitest';
import { speculationRules } from './speculation-rules';

interface Rule {
  source: string;
  eagerness: string;
  where: { and: Record<string, unknown>[] };
}

const conditions = (rule: Rule | undefined) => JSON.stringify(rule?.where.and);

describe('speculationRules', () => {
  const rules = speculationRules() as { prefetch: Rule[]; prerender: Rule[] };

  it('prerenders on hover (or press), with a prefetch on the same hover as its fallback, for document links', () => {
    expect(rules.prefetch.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'moderate']]);
    expect(rules.prerender.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'moderate']]);
  });

  it.each(['prefetch', 'prerender'] as const)(
    '%s: site pages only, never brochures, the API, nofollow or new-tab links',
    (kind) => {
      const where = conditions(rules[kind][0]);
      expect(where).toContain('{"href_matches":"/*"}');
      for (const excluded of [
        '{"not":{"href_matches":"/brochures/*"}}',
        '{"not":{"href_matches":"/api/*"}}',
        '{"not":{"selector_matches":"[rel~=nofollow]"}}',
        '{"not":{"selector_matches":"[target=_blank]"}}',
      ]) {
        expect(where).toContain(excluded);
      }
    },
  );
});
