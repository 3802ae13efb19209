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

/**
 * Why a title or typed address gives no slug, in the author's words: an address carries only Latin letters and
 * digits, so a title in Devanagari ('नौकरी') or of punctuation alone has nothing to make one from. Shown as
 * the author types (the dialogs) and in the server's refusal, so both say the same.
 */
export function noSlugReason(what: string, from: 'title' | 'new address'): string {
  const then = from === 'title' ? ' (the title can be changed afterwards; the address stays)' : '';
  return `An address is made of Latin letters (a-z) and digits only, and the ${from} has none to make the ${what}'s address from. Add an English word or a number${then}.`;
}

/** The server's refusal of a title or typed address without a slug (noSlugReason). */
export function noSlugRefusal(what: string, from: 'title' | 'new address'): string {
  const reason = noSlugReason(what, from);
  return `Refused: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}`;
}

/** What the dialog says under the field while the author types: a prompt when empty, why no address can be made. */
export function typedAddressHint(typed: string, what: string, from: 'title' | 'new address', prompt: string): string {
  return typed.trim() === '' ? prompt : noSlugReason(what, from);
}
