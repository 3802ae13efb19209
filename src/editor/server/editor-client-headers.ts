/**
 * The Content-Security-Policy of the built editor's pages. The public site's forbids all framing
 * (frame-ancestors 'none', X-Frame-Options DENY) and frames only the map; the editor frames its own
 * preview page, so here both are 'self'. Otherwise as strict: own scripts only (the editor needs no
 * eval), inline styles for Mantine, images and fonts from this origin and data: URLs.
 */
export const EDITOR_CLIENT_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; '),
  'x-frame-options': 'SAMEORIGIN',
  'x-content-type-options': 'nosniff',
};
