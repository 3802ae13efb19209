/**
 * Internal links are site routes ('/about', '/industries#automotive') and always open in the same tab;
 * everything else (https:, mailto:, tel:, '#top') is a plain anchor. '//host' is protocol-relative,
 * hence external, even though it starts with '/'.
 */
export function isInternalHref(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
