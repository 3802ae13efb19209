import type { FastifyRequest } from 'fastify';

/** Every request that changes something must send this header with the value 1 (see crossSiteRefusal). */
export const ADMIN_REQUEST_HEADER = 'x-admin-request';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const changesState = (method: string): boolean => !SAFE_METHODS.has(method.toUpperCase());

/**
 * Why a state-changing request must be refused as possibly forged, or null when it may proceed.
 * The Origin must be this very site (scheme from `secure`, host from the Host header): a form on
 * another site cannot fake it. And the X-Admin-Request header must be there: a form or a plain link
 * cannot send custom headers at all, and a script on another origin cannot without CORS, which the
 * admin never grants. Routes that plain HTML forms post to (login, logout) work without JavaScript,
 * so they rely on the Origin alone (and on the SameSite=Strict cookie).
 */
export function crossSiteRefusal(
  request: FastifyRequest,
  options: { secure: boolean; requireHeader: boolean },
): string | null {
  const origin = request.headers.origin;
  const expected = `${options.secure ? 'https' : 'http'}://${request.host}`;
  if (origin !== undefined && origin.toLowerCase() === `${options.secure ? 'http' : 'https'}://${request.host}`) {
    return schemeRefusal(options.secure, expected);
  }
  if (origin === undefined || origin.toLowerCase() !== expected.toLowerCase()) {
    return 'Refused: this request did not come from the admin pages of this site.';
  }
  if (options.requireHeader && request.headers[ADMIN_REQUEST_HEADER] !== '1') {
    return 'Refused: the admin request header is missing (X-Admin-Request: 1).';
  }
  return null;
}

/**
 * The admin's own pages, but over the other scheme: typically the server's port opened directly over http
 * while TRUST_PROXY says an HTTPS proxy is in front. Said in words, as nothing else would tell why.
 */
function schemeRefusal(secure: boolean, expected: string): string {
  return secure
    ? `Refused: with TRUST_PROXY set, the admin is used through the HTTPS proxy in front of this server (${expected}/admin/), not over plain http.`
    : `Refused: the admin here is served over plain http (${expected}/admin/); behind an HTTPS proxy, set TRUST_PROXY.`;
}
