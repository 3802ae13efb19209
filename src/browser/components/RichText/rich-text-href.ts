import { isInternalHref } from '../../links/link-kind';

/** Schemes a rich text link may use: web pages over https, e-mail and phone numbers. */
const ALLOWED_SCHEME = /^(?:https:\/\/|mailto:|tel:)/i;

/** How a rich text link is rendered: a site link, an external link, or no link at all (text only). */
export type RichTextHrefKind = 'internal' | 'external' | 'refused';

/**
 * Validation refuses any other link (`javascript:`, `data:`, `http:`: see docs/rich-text.md); the
 * renderer refuses it again, so a page that skipped validation still never carries one.
 */
export function richTextHrefKind(href: string): RichTextHrefKind {
  if (isInternalHref(href) || href.startsWith('#')) return 'internal';
  return ALLOWED_SCHEME.test(href) ? 'external' : 'refused';
}
