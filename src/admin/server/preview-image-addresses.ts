/**
 * The site's image addresses in a rendered page (a picture `/images/...`, a photo's rendition
 * `/assets/images/...`) where they start an attribute value, a srcset candidate, a CSS `url(` or a
 * JSON string: never in running text, where a page may mention "/images/".
 */
const SITE_IMAGE_ADDRESS = /(["'(=]|&quot;|&#x27;|&#39;|,\s*)\/(images\/|assets\/images\/)/g;

/** Where a draft's preview loads its images from: that draft's own tree (preview-route.ts). */
export function previewFilesBase(branch: string): string {
  return `/admin/preview/files/${encodeURIComponent(branch)}/`;
}

/**
 * The preview's HTML with every image address pointing at the draft's images, so a picture uploaded
 * into the draft (not on the public site yet) and its renditions show, as the editor's preview moves
 * them to its API (src/editor/client/server-api/api-address.ts).
 */
export function withDraftImageAddresses(html: string, branch: string): string {
  const base = previewFilesBase(branch);
  return html.replace(SITE_IMAGE_ADDRESS, (_match, before: string, folder: string) => `${before}${base}${folder}`);
}
