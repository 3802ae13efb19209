/** The longest slug a title gives: an address stays readable, and far below the file system's limit. */
export const MAX_SLUG_LENGTH = 60;

/**
 * The slug (file name, last part of the address) for an entry's title: lower-case letters and
 * digits, words joined by '-', accents dropped ('Café robots' → 'cafe-robots'), cut at a word end
 * when long. Empty when the title has no letter or digit a slug can carry.
 */
export function slugOfTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  let slug = '';
  for (const word of words) {
    const longer = slug === '' ? word : `${slug}-${word}`;
    if (longer.length > MAX_SLUG_LENGTH) return slug === '' ? word.slice(0, MAX_SLUG_LENGTH) : slug;
    slug = longer;
  }
  return slug;
}
