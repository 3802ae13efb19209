/** "1.2 MB", "48 kB", "730 bytes": a file's size as a publisher reads it (decimal units, as file managers show). */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(bytes < 10_000 ? 1 : 0)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** "1600 × 900 px", or the words for an SVG that states no size. */
export function dimensions(image: { width?: number; height?: number }): string {
  return image.width && image.height ? `${image.width} × ${image.height} px` : 'size set by the page';
}
