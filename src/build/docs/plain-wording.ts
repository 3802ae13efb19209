/**
 * The project's own string patterns and formats in words an author reads, so the reference never
 * shows a raw regular expression to someone who writes pages. Keyed by the exact pattern in
 * schemas/; a pattern missing here still reads sensibly through the fallback.
 */
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
  // map-embed: embed address
  '^https://www\\.google\\.com/maps/embed\\?[^\\s]+$':
    'a Google Maps embed address (https://www.google.com/maps/embed?...)',
};

const formatWords: Record<string, string> = {
  email: 'an email address',
  uri: 'a full web address (https://...)',
  'uri-reference': 'a web address or path',
  date: 'a date (YYYY-MM-DD)',
  'date-time': 'a date and time (YYYY-MM-DDThh:mm:ssZ)',
  time: 'a time (hh:mm:ss)',
  hostname: 'a host name (www.example.in)',
};

/** A schema `pattern` in plain words, or "text matching `...`" when the project has no wording for it. */
export function describePattern(pattern: string): string {
  return patternWords[pattern] ?? `text matching \`${pattern}\``;
}

/** A schema `format` in plain words, or the format's name. */
export function describeFormat(format: string): string {
  return formatWords[format] ?? `format: ${format}`;
}
