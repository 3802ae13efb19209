import { palette, type IsoScene, type Point3, type Shade } from './iso-scene.ts';

/** Machines and things of a plant, built from the kit's shapes; x runs to the lower right, y to the lower left. */

/** A six-axis robot on a plinth at (x, y), its tool at `tool`. */
export function robotArm(s: IsoScene, x: number, y: number, tool: Point3, shade: Shade = palette.orange): void {
  s.box(x - 0.6, y - 0.6, 0, 1.2, 1.2, 0.3, palette.steel);
  s.cylinder(x, y, 0.3, 0.45, 0.5, shade);
  const shoulder: Point3 = [x, y, 0.9];
  const elbow: Point3 = [(x + tool[0]) / 2 - 0.3, (y + tool[1]) / 2 - 0.3, Math.max(tool[2] + 2, 2.8)];
  const wrist: Point3 = [tool[0], tool[1], tool[2] + 0.6];
  s.limb([shoulder, elbow, wrist], shade, 10);
  s.joint(shoulder);
  s.joint(elbow);
  s.joint(wrist, 5);
  s.box(tool[0] - 0.25, tool[1] - 0.25, tool[2], 0.5, 0.5, 0.35, palette.steel);
}

/** A belt conveyor at height z along x (or y), with rollers across the belt and legs. */
export function conveyor(
  s: IsoScene,
  x: number,
  y: number,
  length: number,
  {
    along = 'x',
    z = 1,
    width = 1.2,
    belt = palette.light,
  }: { along?: 'x' | 'y'; z?: number; width?: number; belt?: Shade } = {},
): void {
  const [w, d] = along === 'x' ? [length, width] : [width, length];
  const legs: [number, number][] =
    along === 'x'
      ? [
          [x + 0.3, y + 0.1],
          [x + length - 0.5, y + 0.1],
          [x + 0.3, y + width - 0.3],
          [x + length - 0.5, y + width - 0.3],
        ]
      : [
          [x + 0.1, y + 0.3],
          [x + width - 0.3, y + 0.3],
          [x + 0.1, y + length - 0.5],
          [x + width - 0.3, y + length - 0.5],
        ];
  for (const [lx, ly] of legs) s.box(lx, ly, 0, 0.2, 0.2, z - 0.2, palette.steel);
  s.box(x, y, z - 0.25, w, d, 0.25, palette.steel);
  s.box(x, y, z, w, d, 0.06, belt);
  for (let t = 0.5; t < length; t += 0.5) {
    s.line(
      along === 'x'
        ? [
            [x + t, y + 0.1, z + 0.06],
            [x + t, y + width - 0.1, z + 0.06],
          ]
        : [
            [x + 0.1, y + t, z + 0.06],
            [x + width - 0.1, y + t, z + 0.06],
          ],
      palette.blue.top,
      0.8,
    );
  }
}

/** A run of belt conveyor along x carrying standard cartons (0.7 x 0.7 x 0.5), one at each x in `cartonsAt`. */
export function conveyorRun(
  s: IsoScene,
  x: number,
  y: number,
  length: number,
  cartonsAt: readonly number[],
  options: { z?: number; belt?: Shade } = {},
): void {
  conveyor(s, x, y, length, options);
  for (const at of cartonsAt) s.carton(at, y + 0.2, (options.z ?? 1) + 0.06, 0.7, 0.7, 0.5);
}

/** A wooden pallet with `layers` of cartons, `cols` x `rows` each. */
export function palletStack(
  s: IsoScene,
  x: number,
  y: number,
  cols: number,
  rows: number,
  layers: number,
  z = 0,
): void {
  const w = cols * 0.8 + 0.1;
  const d = rows * 0.8 + 0.1;
  for (const ry of [0, d / 2 - 0.1, d - 0.2]) s.box(x, y + ry, z, w, 0.2, 0.12, palette.carton);
  s.box(x, y, z + 0.12, w, d, 0.08, palette.carton);
  for (let layer = 0; layer < layers; layer++) {
    for (let c = 0; c < cols; c++) {
      for (let r = 0; r < rows; r++)
        s.carton(x + 0.05 + c * 0.8, y + 0.05 + r * 0.8, z + 0.2 + layer * 0.6, 0.78, 0.78, 0.6);
    }
  }
}

/** A pallet rack along x: `bays` wide, `levels` high; `filled(bay, level)` says where a load stands. */
export function rack(
  s: IsoScene,
  x: number,
  y: number,
  bays: number,
  levels: number,
  filled: (bay: number, level: number) => 'carton' | 'tote' | 'pallet' | undefined,
  { bayWidth = 1.2, depth = 1, levelHeight = 0.9 }: { bayWidth?: number; depth?: number; levelHeight?: number } = {},
): void {
  const height = levels * levelHeight + 0.2;
  for (let b = 0; b <= bays; b++) s.box(x + b * bayWidth, y, 0, 0.12, 0.12, height, palette.steel);
  for (let level = 0; level < levels; level++) {
    const z = 0.15 + level * levelHeight;
    s.box(x, y, z, bays * bayWidth + 0.12, 0.1, 0.1, palette.orange);
    for (let b = 0; b < bays; b++) {
      const load = filled(b, level);
      const lx = x + b * bayWidth + 0.2;
      if (load === 'carton') s.carton(lx, y + 0.15, z + 0.1, bayWidth - 0.3, depth - 0.25, levelHeight * 0.6);
      if (load === 'tote') s.box(lx, y + 0.15, z + 0.1, bayWidth - 0.3, depth - 0.25, levelHeight * 0.45, palette.blue);
      if (load === 'pallet') {
        s.box(lx, y + 0.1, z + 0.1, bayWidth - 0.3, depth - 0.2, 0.1, palette.carton);
        s.carton(lx + 0.05, y + 0.15, z + 0.2, bayWidth - 0.4, depth - 0.3, levelHeight * 0.55);
      }
    }
    s.box(x, y + depth - 0.1, z, bays * bayWidth + 0.12, 0.1, 0.1, palette.orange);
  }
  for (let b = 0; b <= bays; b++) s.box(x + b * bayWidth, y + depth - 0.12, 0, 0.12, 0.12, height, palette.steel);
}

/** A truck along x: a closed trailer (its doors at x, toward the dock), the cab at the far end. `loads` cartons wait at the doors. */
export function truck(s: IsoScene, x: number, y: number, length = 4.5, loads = 3): void {
  for (let i = 0; i < loads; i++)
    s.carton(x - 0.9 - (i % 2) * 0.9, y + 0.3 + Math.floor(i / 2) * 0.9, 0, 0.75, 0.75, 0.6);
  s.box(x, y, 0.3, length, 1.7, 0.2, palette.steel);
  s.box(x, y, 0.5, length, 1.7, 2, palette.light);
  const wheels = [0.12, 0.27, 0.85]
    .map(
      (at) =>
        `<circle cx="${at}" cy=".8" r=".09" fill="${palette.ink}"/><circle cx="${at}" cy=".8" r=".035" fill="#a3c6e8"/>`,
    )
    .join('');
  s.onLeftFace(x, y + 1.7, 0, length, 2.5, `<rect y=".55" width="1" height=".06" fill="#f7803d"/>${wheels}`);
  s.box(x + length + 0.1, y, 0.3, 1.3, 1.7, 1.7, palette.blue);
  s.onRightFace(
    x + length + 1.4,
    y,
    1.2,
    1.7,
    0.6,
    `<rect x=".1" y=".1" width=".8" height=".7" fill="${palette.ink}"/>`,
  );
  s.onLeftFace(
    x + length + 0.1,
    y + 1.7,
    0,
    1.3,
    2,
    `<circle cx=".5" cy=".9" r=".14" fill="${palette.ink}"/><rect x=".55" y=".2" width=".35" height=".3" fill="${palette.ink}"/>`,
  );
}

/** A monitor or control panel on a stand: the face shows a trend or bars. */
export function screen(
  s: IsoScene,
  x: number,
  y: number,
  w = 1.6,
  h = 1,
  art: 'trend' | 'bars' | 'map' = 'trend',
  z = 1,
): void {
  s.box(x + w / 2 - 0.1, y - 0.05, 0, 0.2, 0.2, z, palette.steel);
  s.box(x, y, z, w, 0.15, h, palette.steel);
  const drawings = {
    trend: `<rect x=".06" y=".08" width=".88" height=".84" fill="#0b4f8a"/><path d="M.1 .75L.3 .55L.45 .62L.62 .3L.8 .38L.9 .2" fill="none" stroke="#f7803d" stroke-width=".05"/><path d="M.1 .82H.9" stroke="#74a9dc" stroke-width=".02"/>`,
    bars: `<rect x=".06" y=".08" width=".88" height=".84" fill="#0b4f8a"/><path d="M.2 .85V.5M.35 .85V.3M.5 .85V.6M.65 .85V.25M.8 .85V.45" stroke="#74a9dc" stroke-width=".08"/><circle cx=".2" cy=".2" r=".06" fill="#f7803d"/>`,
    map: `<rect x=".06" y=".08" width=".88" height=".84" fill="#0b4f8a"/><path d="M.15 .3H.45V.7H.15ZM.55 .2H.85V.5H.55ZM.55 .6H.85V.8H.55Z" fill="#2f7cc4"/><circle cx=".3" cy=".5" r=".06" fill="#f7803d"/><circle cx=".7" cy=".35" r=".06" fill="#ffffff"/>`,
  };
  s.onLeftFace(x, y + 0.15, z, w, h, drawings[art]);
}

/** A person standing at (x, y): legs, a shirt, a head with a hard hat or hair. */
export function person(s: IsoScene, x: number, y: number, shirt: Shade = palette.blue, hardHat = true): void {
  s.box(x, y, 0, 0.36, 0.26, 0.75, palette.steel);
  s.box(x - 0.04, y - 0.02, 0.75, 0.44, 0.3, 0.62, shirt);
  s.dot([x + 0.18, y + 0.13, 1.62], 7, '#fdcaa9');
  s.dot([x + 0.18, y + 0.13, 1.76], 6.5, hardHat ? palette.orange.top : palette.ink);
}

/** A low desk with a laptop. */
export function desk(s: IsoScene, x: number, y: number, w = 1.8, d = 0.9): void {
  for (const [lx, ly] of [
    [x, y],
    [x + w - 0.1, y],
    [x, y + d - 0.1],
    [x + w - 0.1, y + d - 0.1],
  ] as const)
    s.box(lx, ly, 0, 0.1, 0.1, 0.75, palette.steel);
  s.box(x, y, 0.75, w, d, 0.08, palette.light);
  s.box(x + 0.5, y + 0.2, 0.83, 0.7, 0.45, 0.03, palette.steel);
  s.box(x + 0.5, y + 0.2, 0.86, 0.7, 0.05, 0.45, palette.steel);
  s.onLeftFace(x + 0.5, y + 0.25, 0.86, 0.7, 0.45, `<rect x=".08" y=".1" width=".84" height=".8" fill="#2f7cc4"/>`);
}

/** A storage tank with bands. */
export function tank(s: IsoScene, x: number, y: number, r = 0.8, h = 2.4, shade: Shade = palette.light): void {
  s.cylinder(x, y, 0, r, h, shade);
  s.cylinder(x, y, h, r * 0.3, 0.3, palette.steel);
}

/** A building with rows of windows and a sawtooth roof line. */
export function building(
  s: IsoScene,
  x: number,
  y: number,
  w: number,
  d: number,
  h: number,
  shade: Shade = palette.light,
): void {
  s.box(x, y, 0, w, d, h, shade);
  const windows = (count: number) =>
    Array.from(
      { length: count },
      (_, i) =>
        `<rect x="${((i + 0.2) / count).toFixed(3)}" y=".2" width="${(0.6 / count).toFixed(3)}" height=".35" fill="#2f7cc4"/>`,
    ).join('');
  s.onLeftFace(
    x,
    y + d,
    0,
    w,
    h,
    windows(Math.max(2, Math.round(w * 1.5))) + `<rect x=".35" y=".7" width=".3" height=".3" fill="${palette.ink}"/>`,
  );
  s.onRightFace(x + w, y, 0, d, h, windows(Math.max(2, Math.round(d * 1.5))));
  s.box(x, y + d / 2 - 0.05, h, w, 0.1, 0.08, palette.orange);
}

/** An AGV: a low orange cart with a lamp, carrying a load. */
export function agv(s: IsoScene, x: number, y: number, load = true): void {
  s.box(x, y, 0.05, 1.3, 0.9, 0.3, palette.orange);
  s.dot([x + 1.2, y + 0.8, 0.45], 3.5, '#ffffff');
  if (load) s.carton(x + 0.15, y + 0.1, 0.35, 0.9, 0.7, 0.6);
}

/** A scanner arch over a conveyor at height z: two posts, a head, a beam of light. */
export function scannerArch(s: IsoScene, x: number, y: number, width = 1.2, z = 1): void {
  s.box(x, y - 0.25, 0, 0.2, 0.2, z + 1.2, palette.steel);
  s.box(x, y - 0.25, z + 1.1, 0.2, width + 0.5, 0.25, palette.orange);
  s.polygon(
    [
      [x + 0.1, y + width / 2 - 0.05, z + 1.1],
      [x - 0.2, y + 0.1, z + 0.1],
      [x + 0.4, y + width - 0.1, z + 0.1],
    ],
    '#f7803d55',
    false,
  );
  s.box(x, y + width + 0.05, 0, 0.2, 0.2, z + 1.2, palette.steel);
}

/** A sheet of paper lying at (x, y, z) with lines of text. */
export function sheet(s: IsoScene, x: number, y: number, z: number, w = 1.4, d = 1.9): void {
  s.box(x, y, z, w, d, 0.04, palette.light);
  s.onTop(
    x,
    y,
    z + 0.04,
    w,
    d,
    `<path d="M.15 .12H.6M.15 .25H.85M.15 .35H.85M.15 .45H.7M.15 .58H.85M.15 .68H.8" stroke="#74a9dc" stroke-width=".04"/><circle cx=".75" cy=".85" r=".08" fill="none" stroke="#c2410c" stroke-width=".03"/>`,
  );
}

/** Cylindrical drums (chemicals, oil) in a cluster. */
export function drums(s: IsoScene, x: number, y: number, count: number, shade: Shade = palette.blue): void {
  for (let i = 0; i < count; i++) s.cylinder(x + (i % 2) * 0.7, y + Math.floor(i / 2) * 0.7, 0, 0.3, 0.8, shade);
}
