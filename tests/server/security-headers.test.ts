import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/security-headers.ts';
import { postLead, startTestServerForSuite, type TestServer } from './helpers/test-server.ts';
import { validContact } from './helpers/lead-api-contract.ts';

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources.join(' ')];
    }),
  );
}

describe('security headers', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), { rateLimit: { max: 1, timeWindowMs: 60_000 } });

  const requests: [string, () => Promise<Response>][] = [
    ['a page', () => fetch(`${server.origin}/`)],
    ['a hashed asset', () => fetch(`${server.origin}/assets/app-abc123.js`)],
    ['the not-found page', () => fetch(`${server.origin}/no-such-page`)],
    ['a stored lead', () => postLead(server.origin, validContact)],
    ['a rate-limited lead', () => postLead(server.origin, validContact)],
    ['a non-JSON lead', () => postLead(server.origin, 'x', { contentType: 'text/plain' })],
    ['a wrong method', () => fetch(`${server.origin}/api/query/add`)],
  ];

  it.each(requests)('are on %s', async (_label, send) => {
    const response = await send();
    const csp = directives(response.headers.get('content-security-policy') ?? '');
    expect(csp).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data:",
      'font-src': "'self'",
      'connect-src': "'self'",
      'frame-src': 'https://www.google.com',
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('let the forms post to an API on another origin when apiBase is absolute', () => {
    expect(directives(contentSecurityPolicy('https://api.example.in'))['connect-src']).toBe(
      "'self' https://api.example.in",
    );
  });
});

describe('absolute apiBase', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started), { apiBase: 'https://api.example.in/leads/' });

  it('answers leads on the path part of the base and allows that origin in the CSP', async () => {
    const response = await postLead(server.origin, validContact, { path: '/leads/query/add' });
    expect(response.status).toBe(200);
    expect(directives(response.headers.get('content-security-policy')!)['connect-src']).toBe(
      "'self' https://api.example.in",
    );
  });
});
