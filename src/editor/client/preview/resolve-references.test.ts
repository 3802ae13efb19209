import { describe, expect, it } from 'vitest';
import { lookupSiteValue, resolveSiteReferences, siteReferencePaths } from '../../../browser/app/site-references';
import { resolveReferences } from './resolve-references';

describe('site references in the preview', () => {
  it('replaces known tokens anywhere in the page and leaves unknown ones as written', () => {
    const references = [{ token: '{{contact.email}}', value: 'sales@example.in' }];
    const page = { blocks: [{ links: [{ href: 'mailto:{{ contact.email }}', label: 'Mail {{nope.x}}' }] }] };
    expect(resolveReferences(page, references)).toEqual({
      blocks: [{ links: [{ href: 'mailto:sales@example.in', label: 'Mail {{nope.x}}' }] }],
    });
  });
});

describe('the preview and the build', () => {
  it('resolve a page the same way from the list the editor server sends as from site.json', () => {
    const site = { contact: { email: 'sales@example.in' }, social: [{ network: 'linkedin', href: 'https://l.in/x' }] };
    // What the editor server's /api/site-references sends (src/editor/server/project-lists.ts).
    const references = siteReferencePaths(site).map((path) => ({
      token: `{{${path}}}`,
      value: lookupSiteValue(site, path) ?? '',
    }));
    const page = { text: 'Write to {{ contact.email }} or {{social.linkedin.href}}; {{nope}} stays.' };
    expect(resolveReferences(page, references)).toEqual(resolveSiteReferences(page, site));
    expect(resolveReferences(page, references)).toEqual({
      text: 'Write to sales@example.in or https://l.in/x; {{nope}} stays.',
    });
  });
});
