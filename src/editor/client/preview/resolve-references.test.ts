import { describe, expect, it } from 'vitest';
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
