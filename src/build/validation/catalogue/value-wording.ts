/**
 * Schema `format`s and the project's own `pattern`s in words an author reads: the one table behind
 * validation messages ("must be a valid e-mail address") and the block reference (docs/blocks.md),
 * so neither ever shows a raw regular expression to someone who writes pages.
 */

/** Each format as a noun phrase without its article. */
const formatNames: Record<string, string> = {
  email: 'e-mail address',
  uri: 'absolute address (such as https://example.com/page)',
  'uri-reference': 'address',
  date: 'date (YYYY-MM-DD)',
  'date-time': 'date and time (ISO 8601)',
  time: 'time (hh:mm:ss)',
  hostname: 'host name (www.example.in)',
};

/** Keyed by the exact pattern in schemas/; a pattern missing here still reads sensibly through the fallback. */
const patternWords: Record<string, string> = {
  // defs: id
  '^[a-z0-9][a-z0-9-]*$': "lowercase letters, digits and '-', not starting with '-'",
  // defs: anchor
  '^[a-z][a-z0-9-]*$': "lowercase letters, digits and '-', starting with a letter",
  // defs: internalRoute
  '^/(?!/)[^\\s?#]*(#[A-Za-z0-9_-]+)?$':
    "a path starting with one '/', without spaces or '?', optionally ending in '#anchor'",
  // defs: href
  '^(/(?!/)[^\\s]*|https://[^\\s/$.?#][^\\s]*|mailto:[^\\s@]+@[^\\s@]+|tel:\\+?[0-9][0-9 -]{5,}|(mailto:|tel:)?\\{\\{[A-Za-z0-9_.-]+\\}\\})$':
    "a path starting with '/', an https: address, mailto:<email>, tel:<number>, or a {{site.json reference}}; no spaces",
  // defs: image src
  '^/images/[A-Za-z0-9._/-]+\\.(svg|png|jpe?g|webp|avif)$':
    'a path under /images/ ending in .svg, .png, .jpg, .jpeg, .webp or .avif',
  // download-list: brochure file
  '^/brochures/[a-z0-9-]+\\.pdf$': "/brochures/<name>.pdf, the name in lowercase letters, digits and '-'",
  // defs: publishAt
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]+)?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$':
    'a date (YYYY-MM-DD), or a date and time with its time zone (2026-03-14T09:30+05:30)',
  // site: contact PIN code
  '^[1-9][0-9]{5}$': 'six digits, not starting with 0',
  // job: PIN code (a new opening starts with the placeholder, refused at Publish)
  '^(?:[1-9][0-9]{5}|TODO: PIN code)$': 'six digits, not starting with 0',
  // job: application form
  '^https://[^\\s/$.?#][^\\s]*$': 'an https: address',
  // map-embed: embed address
  '^https://www\\.google\\.com/maps/embed\\?[^\\s]+$':
    'a Google Maps embed address (https://www.google.com/maps/embed?...)',
};

/** A schema `format` as a noun phrase: 'e-mail address', or the format's own name. */
export function formatName(format: string): string {
  return formatNames[format] ?? `${format} value`;
}

/** A schema `format` with its article, for the block reference: 'an e-mail address'. */
export function describeFormat(format: string): string {
  const name = formatName(format);
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** A schema `pattern` in plain words, or "text matching `...`" when the project has no wording for it. */
export function describePattern(pattern: string): string {
  return patternWords[pattern] ?? `text matching \`${pattern}\``;
}
