import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy the built site runs under: own scripts only (no inline script, no
 * eval: forms use standalone validators), inline styles for Mantine, the Google Maps embed, and
 * no framing at all (the Terms forbid framing the site).
 */
export function contentSecurityPolicy(apiOrigin: string | null): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': apiOrigin ? ["'self'", apiOrigin] : ["'self'"],
    'frame-src': ['https://www.google.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    // Without scripts the lead forms post themselves, to the API's host when it has its own.
    'form-action': apiOrigin ? ["'self'", apiOrigin] : ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(apiOrigin: string | null): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** Browsers use HTTPS for the site for a year after seeing this (it is ignored over plain HTTP). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Adds the headers to every response: pages, files, API answers, errors and not-found (a route's own sandboxing
 * policy stays). HSTS goes with responses served over HTTPS, and always behind a trusted proxy (which terminates TLS).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  apiOrigin: string | null,
  options: { hstsAlways: boolean },
): void {
  const headers = securityHeaders(apiOrigin);
  app.addHook('onSend', async (request, reply, payload) => {
    const own = reply.getHeader('content-security-policy');
    reply.headers(headers);
    // A picture served with its own sandboxing policy keeps it: an SVG opened on its own then runs no script at
    // all, where the site's policy would allow the site's own scripts (this hook used to overwrite it).
    if (typeof own === 'string' && /(^|;)\s*sandbox\s*(;|$)/.test(own)) reply.header('content-security-policy', own);
    if (options.hstsAlways || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });
}
