import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

/**
 * "Back" on the pages a form posted without scripts answers with. A page on another site can post the contact
 * form with from=/\evil.example: the link was written as href="/\evil.example", which a browser follows to
 * http://evil.example/ (a backslash counts as a slash there), so our own page sent the visitor away.
 */
describe('returnPath: Back leads to a page of this site only', () => {
  it.each(['/\\evil.example', '/\\/evil.example', '//evil.example', 'https://evil.example/x', 'x'])(
    'from=%s goes home',
    (from) => {
      expect(returnPath(from, undefined, '/api/forms/')).toBe('/');
    },
  );

  it('goes home from a Referer whose path starts with a backslash', () => {
    expect(returnPath(undefined, 'http://localhost:3000/\\evil.example', '/api/forms/')).toBe('/');
  });

  it.each(['/contact', '/product/conveying-details', '/solutions/PalletizingDetails', '/'])(
    'from=%s leads back there',
    (from) => {
      expect(returnPath(from, undefined, '/api/forms/')).toBe(from);
    },
  );

  it('leads back to the page in the Referer, and never to the forms themselves', () => {
    expect(returnPath(undefined, 'http://localhost:3000/contact?x=1#form', '/api/forms/')).toBe('/contact');
    expect(returnPath('/api/forms/contact', undefined, '/api/forms/')).toBe('/');
  });
});
