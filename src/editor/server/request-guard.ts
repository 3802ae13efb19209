import type { IncomingMessage } from 'node:http';

/** Host names a browser on this machine uses for the editor; anything else is DNS rebinding or a proxy. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** The editor's own origins: what its pages send as Origin. */
export function ownOrigins(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
}

/**
 * Why a request must be refused, or undefined when it may go on. Every request, Vite's files and
 * websocket upgrades included, passes here first:
 * - Host must be 127.0.0.1 or localhost with the editor's port, so a page on evil.com whose name was
 *   rebound to 127.0.0.1 (its Host stays evil.com) gets nothing;
 * - an Origin, when sent, must be the editor's own, so another site open in the author's browser
 *   cannot read or write through it;
 * - a request that may change something (not GET/HEAD) must carry that Origin: browsers send it on
 *   every cross-site and every non-GET fetch, and a form post from elsewhere cannot forge it;
 * - a request a browser marks as coming from another site (Sec-Fetch-Site), such as a <script> or
 *   <img> tag of a page elsewhere, which carries no Origin, is refused too.
 */
export function refusalReason(request: Pick<IncomingMessage, 'headers' | 'method'>, port: number): string | undefined {
  const host = request.headers.host;
  if (!host || !LOOPBACK_NAMES.some((name) => host === `${name}:${port}`)) {
    return `Refused: the page editor answers only http://127.0.0.1:${port} (Host was '${host ?? ''}').`;
  }
  const origin = request.headers.origin;
  const sameOrigin = origin !== undefined && ownOrigins(port).includes(origin);
  if (origin !== undefined && !sameOrigin) {
    return `Refused: requests from '${origin}' may not use the page editor.`;
  }
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    return `Refused: the browser says this request comes from another site (Sec-Fetch-Site: ${String(site)}).`;
  }
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !sameOrigin) {
    return 'Refused: changes are accepted only from the page editor itself (no Origin header).';
  }
  return undefined;
}
