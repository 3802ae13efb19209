import sharp from 'sharp';

/** A phone camera's 4:3 twelve-megapixel frame. */
export const PHONE_PHOTO = { width: 4000, height: 3000 };

/**
 * A factory-floor scene (sky through the skylights, floor, a conveyor, a pallet of cartons, a robot
 * arm) as an SVG: smooth gradients and hard edges, the mix an encoder meets in a real photo.
 */
function factorySceneSvg(width: number, height: number): string {
  const cartons = Array.from({ length: 12 }, (_, i) => {
    const column = i % 4;
    const row = Math.floor(i / 4);
    const x = 2500 + column * 220;
    const y = 1900 - row * 180;
    return `<rect x="${x}" y="${y}" width="210" height="170" fill="#b5895a" stroke="#7a5630" stroke-width="6"/>
      <rect x="${x + 80}" y="${y}" width="50" height="170" fill="#d8c39a" opacity="0.7"/>`;
  }).join('');
  const rollers = Array.from({ length: 30 }, (_, i) => {
    const x = 200 + i * 70;
    return `<circle cx="${x}" cy="2080" r="26" fill="#5d6670" stroke="#2e3338" stroke-width="5"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 4000 3000">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5f8fc4"/><stop offset="1" stop-color="#dbe7f2"/>
    </linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8d949b"/><stop offset="0.5" stop-color="#c4c8cc"/><stop offset="1" stop-color="#7c848b"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#7a7f72"/><stop offset="1" stop-color="#3f4339"/>
    </linearGradient>
    <radialGradient id="light" cx="0.3" cy="0.2" r="0.8">
      <stop offset="0" stop-color="#fff8e0" stop-opacity="0.55"/><stop offset="1" stop-color="#fff8e0" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="4000" height="3000" fill="url(#wall)"/>
  <rect x="300" y="150" width="1400" height="700" fill="url(#sky)" stroke="#444" stroke-width="30"/>
  <rect x="2100" y="150" width="1400" height="700" fill="url(#sky)" stroke="#444" stroke-width="30"/>
  <path d="M300 500 H1700 M1000 150 V850 M2100 500 H3500 M2800 150 V850" stroke="#444" stroke-width="18"/>
  <rect y="2200" width="4000" height="800" fill="url(#floor)"/>
  <path d="M0 2600 L4000 2450 M0 2900 L4000 2750" stroke="#e8c13a" stroke-width="40"/>
  <rect x="150" y="2000" width="2200" height="60" fill="#3b4148"/>
  ${rollers}
  <rect x="200" y="2110" width="40" height="200" fill="#2e3338"/><rect x="2250" y="2110" width="40" height="200" fill="#2e3338"/>
  <rect x="600" y="1780" width="260" height="220" fill="#c49a6c" stroke="#7a5630" stroke-width="6"/>
  <rect x="1300" y="1800" width="240" height="200" fill="#c49a6c" stroke="#7a5630" stroke-width="6"/>
  <rect x="2450" y="2070" width="920" height="90" fill="#9c7447"/>
  ${cartons}
  <g transform="translate(1900 2000)">
    <rect x="-180" y="-60" width="360" height="120" rx="20" fill="#e07b1f"/>
    <path d="M0 -60 L-120 -700 L380 -1100" stroke="#e58a2c" stroke-width="130" stroke-linecap="round" fill="none"/>
    <circle cx="-120" cy="-700" r="95" fill="#2f3a44"/><circle cx="380" cy="-1100" r="70" fill="#2f3a44"/>
    <rect x="340" y="-1100" width="80" height="260" fill="#2f3a44"/>
  </g>
  <rect width="4000" height="3000" fill="url(#light)"/>
</svg>`;
}

/**
 * A photo-like JPEG as a phone saves it: the scene rendered at full size with sensor grain and surface texture,
 * quality 90. Weighs a few megabytes, like the photos authors upload; each call's noise differs.
 */
export async function phonePhoto(options: { width?: number; height?: number } = {}): Promise<Buffer> {
  const { width = PHONE_PHOTO.width, height = PHONE_PHOTO.height } = options;
  const scene = await sharp(Buffer.from(factorySceneSvg(width, height)), { limitInputPixels: false })
    .removeAlpha()
    .raw()
    .toBuffer();
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
  })
    .raw()
    .toBuffer();
  // Texture at every scale, as surfaces have it (concrete, cardboard, paint): coarse noise enlarged
  // survives resizing, so a small rendition weighs like a real photo's, not like a flat drawing's.
  const coarse = await sharp({
    create: {
      width: Math.ceil(width / 40),
      height: Math.ceil(height / 40),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    // One channel, added to all three: shade and dirt, not coloured confetti.
    .extractChannel(0)
    .raw()
    .toBuffer();
  // Noise centred on mid-grey, added at a fraction of its strength: grain, not snow.
  const pixels = Buffer.alloc(scene.length);
  for (let i = 0; i < scene.length; i++) {
    pixels[i] = Math.max(
      0,
      Math.min(255, scene[i]! + (noise[i]! - 128) * 0.5 + (coarse[Math.floor(i / 3)]! - 128) * 0.35),
    );
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}
