/**
 * Search engines read a country as its ISO 3166-1 alpha-2 code; site.json spells it for people
 * ('India'). The site serves Indian plants, so India is the one name mapped; a code passes as it is.
 */
export function countryCode(country: string): string {
  const trimmed = country.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  return trimmed.toLowerCase() === 'india' ? 'IN' : trimmed;
}
