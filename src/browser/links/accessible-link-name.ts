/**
 * The accessible name for a link with a visible label and an optional longer `ariaLabel` from page
 * data. Speech-input users say what they see, so the name must contain the visible label
 * (WCAG 2.5.3, axe "label-content-name-mismatch"): an ariaLabel that does is used as written,
 * one that does not is added after the label.
 */
export function accessibleLinkName(label: string, ariaLabel: string | undefined): string | undefined {
  if (!ariaLabel) return undefined;
  const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return normalise(ariaLabel).includes(normalise(label)) ? ariaLabel : `${label}: ${ariaLabel}`;
}
