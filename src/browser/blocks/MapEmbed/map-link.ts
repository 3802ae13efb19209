/**
 * The "Open in Google Maps" address for a map embed, for visitors whose browser blocks the frame
 * (privacy extensions, strict networks) or who want directions. An embed URL made with
 * Share > Embed a map carries the map's centre as `!3d<latitude>!2d<longitude>` in its `pb`
 * parameter; Google's documented Maps URL `maps/search/?api=1&query=lat,lng` opens that spot.
 * Returns undefined when the embed has no coordinates (the block's `link` field is then needed).
 */
export function mapLinkFromEmbed(embedSrc: string): string | undefined {
  let pb: string | null;
  try {
    pb = new URL(embedSrc).searchParams.get('pb');
  } catch {
    return undefined;
  }
  const latitude = pb?.match(/!3d(-?\d+(?:\.\d+)?)/)?.[1];
  const longitude = pb?.match(/!2d(-?\d+(?:\.\d+)?)/)?.[1];
  if (!latitude || !longitude) return undefined;
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
