/** A `tel:` address dialable from a displayed number: '+91 20 4567 8900' -> 'tel:+912045678900'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
