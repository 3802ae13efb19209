/** The widths a reviewer compares a page at: a phone, a tablet, a laptop (as the editor's preview offers). */
export const PREVIEW_WIDTHS = [
  { value: '375', label: '375 px' },
  { value: '768', label: '768 px' },
  { value: '1280', label: '1280 px' },
] as const;

export type PreviewWidth = (typeof PREVIEW_WIDTHS)[number]['value'];
