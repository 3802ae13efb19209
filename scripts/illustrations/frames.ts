import { palette, type IsoScene } from './iso-scene.ts';

/**
 * Where a drawing sits in its picture. `card`: the card pictures' light ground, the drawing
 * centred. `banner` and `hero`: the company's dark blue ground with a faint grid, the drawing in the
 * right part (the banner's text sits on the left). `mobile`: a phone's banner, the drawing low and
 * to the right, under the text.
 */
export type Frame = 'card' | 'banner' | 'hero' | 'mobile' | 'share';

/** The size of each frame's picture; a card picture may name another (a wide story cover, a 2:1 panel). */
export const frameSizes: Record<Frame, [number, number]> = {
  card: [480, 320],
  banner: [1600, 500],
  hero: [1600, 700],
  mobile: [800, 600],
  share: [1200, 630],
};

/** The region the drawing is fitted into, as fractions of the picture: left, top, right, bottom. */
const regions: Record<Frame, [number, number, number, number]> = {
  card: [0.05, 0.06, 0.95, 0.94],
  banner: [0.55, 0.07, 0.97, 0.95],
  hero: [0.5, 0.12, 0.97, 0.95],
  mobile: [0.3, 0.4, 0.97, 0.97],
  share: [0.6, 0.2, 0.96, 0.9],
};

const darkGround = (w: number, h: number) =>
  `<defs><linearGradient id="bg" x1="0" x2="1" y1="0" y2=".4"><stop offset="0" stop-color="#062f55"/><stop offset="1" stop-color="#0b4f8a"/></linearGradient><pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".07"/></pattern></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#grid)"/>`;

/** A link preview's left side: the logo, the name and what the company does, as the site's header shows them. */
const brand =
  '<path d="M1110 0H1200V68z" fill="#ea580c"/><rect y="620" width="1200" height="10" fill="#ea580c"/>' +
  '<g transform="translate(90 170) scale(2.6)"><rect width="48" height="48" fill="#0b4f8a" rx="10"/><path d="M15 11L15 37" stroke="#fff" stroke-width="6" stroke-linecap="round"/><path d="M17 26L32 12" stroke="#fff" stroke-width="5" stroke-linecap="round"/><path d="M21 24L33 36" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="19" cy="25" r="4.5" fill="#ea580c"/><circle cx="33" cy="12" r="3" fill="#ea580c"/></g>' +
  '<text x="240" y="238" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="64" fill="#fff">KINETIQ</text><text x="243" y="284" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="26" letter-spacing="8" fill="#ea580c">AUTOMATION</text>' +
  '<rect x="92" y="340" width="120" height="6" fill="#ea580c"/><text x="92" y="400" font-family="Arial,Helvetica,sans-serif" font-size="30" fill="#dbe7f3">Robotics and material handling, Pune</text>';

/** The finished SVG: ground, then the scene scaled and placed in its region, with a <title> for what it shows. */
export function framePicture(frame: Frame, title: string, scene: IsoScene, size = frameSizes[frame]): string {
  const [w, h] = size;
  const [l, t, r, b] = regions[frame];
  const box = scene.bounds();
  const scale = Math.min(((r - l) * w) / box.width, ((b - t) * h) / box.height);
  const tx = l * w + ((r - l) * w - box.width * scale) / 2 - box.left * scale;
  const ty = t * h + ((b - t) * h - box.height * scale) / 2 - box.top * scale;
  const fmt = (value: number) => Math.round(value * 1000) / 1000;
  const ground =
    frame === 'card'
      ? `<rect width="${w}" height="${h}" fill="${palette.sky}"/>`
      : darkGround(w, h) + (frame === 'share' ? brand : '');
  const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><title>${escaped}</title>${ground}` +
    `<g transform="matrix(${fmt(scale)} 0 0 ${fmt(scale)} ${fmt(tx)} ${fmt(ty)})" stroke="${palette.ink}" stroke-width="1.2" stroke-linejoin="round">${scene.markup()}</g></svg>\n`
  );
}
