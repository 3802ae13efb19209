import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { requirementSeverity } from './requirement-severity';
import { readSiteContract, type Requirement } from './site-contract';

const said = { spec: '§2', says: 'the spec says so' };
const on = (fields: Partial<Requirement>): Requirement => ({ id: 'x', ...said, ...fields });

describe('requirementSeverity', () => {
  it('makes what a visitor needs an error: routes, the form, the links of site.json', () => {
    expect(requirementSeverity(on({ route: '/about' }))).toBe('error');
    expect(requirementSeverity(on({ absentRoute: '/old' }))).toBe('error');
    expect(requirementSeverity(on({ page: '/contact', block: { type: 'form' } }))).toBe('error');
    expect(requirementSeverity(on({ site: 'nav.links[].href', includes: ['/product'] }))).toBe('error');
    expect(requirementSeverity(on({ site: 'nav.cta.href', equals: '/contact' }))).toBe('error');
  });

  it('makes launch copy a warning: headlines, counts of cards, titles, mentions, timings, labels', () => {
    const block = { type: 'cardGrid' };
    expect(requirementSeverity(on({ page: '/', block, path: 'cards[]', count: 6 }))).toBe('warning');
    expect(requirementSeverity(on({ page: '/', block, path: 'cards[].title', includes: ['A'] }))).toBe('warning');
    expect(requirementSeverity(on({ page: '/', block, path: 'cards[].link.href', includes: ['/a'] }))).toBe('warning');
    expect(requirementSeverity(on({ page: '/', block: { type: 'notice' }, path: 'text', mentions: ['a'] }))).toBe(
      'warning',
    );
    expect(requirementSeverity(on({ page: '/c', block: { type: 'form' }, path: 'submitLabel', equals: 'Send' }))).toBe(
      'warning',
    );
    expect(requirementSeverity(on({ site: 'nav.links[].label', equals: ['Products'] }))).toBe('warning');
  });

  it('lets a requirement state its own severity', () => {
    expect(requirementSeverity(on({ route: '/a', severity: 'warning' }))).toBe('warning');
    expect(requirementSeverity(on({ site: 'x', equals: 1, severity: 'error' }))).toBe('error');
  });

  // The three edits issue 25 names as ordinary marketing work must never fail a check.
  it.each(['home-hero-headlines', 'blogs-cards', 'openings-mailto'])(
    "keeps the project contract's %s a warning",
    (id) => {
      const requirement = readSiteContract(fileURLToPath(new URL('../../../', import.meta.url))).find(
        (candidate) => candidate.id === id,
      );
      expect(requirement && requirementSeverity(requirement)).toBe('warning');
    },
  );
});
