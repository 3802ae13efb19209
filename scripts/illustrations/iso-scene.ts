/**
 * A tiny isometric drawing kit: the style of the card pictures (public/images/products/cards/...),
 * a light floor with a grid, solid shapes lit from the top left, navy outlines. Shapes are drawn in
 * the order they are added (the scene lists them from back to front), so no depth sorting can
 * surprise an author.
 */
export type Point3 = [x: number, y: number, z: number];
type Point2 = [number, number];

/** Three faces of a solid: top (lightest), the left-front face, the right-front face (darkest). */
export interface Shade {
  top: string;
  left: string;
  right: string;
}

export const palette = {
  ink: '#052f54',
  steel: { top: '#1765a8', left: '#083f6f', right: '#052f54' } satisfies Shade,
  blue: { top: '#74a9dc', left: '#2f7cc4', right: '#0b4f8a' } satisfies Shade,
  light: { top: '#ffffff', left: '#cfe1f3', right: '#a3c6e8' } satisfies Shade,
  carton: { top: '#ffe6d5', left: '#fdcaa9', right: '#fba774' } satisfies Shade,
  orange: { top: '#f7803d', left: '#c2410c', right: '#9a3412' } satisfies Shade,
  floor: '#cfe1f3',
  grid: '#b8d0e8',
  sky: '#e7f1fa',
};

const COS30 = Math.cos(Math.PI / 6);
const round = (value: number) => Math.round(value * 10) / 10;

export class IsoScene {
  private readonly parts: string[] = [];
  private readonly points: Point2[] = [];

  /** `unit`: screen pixels per world unit before the picture is fitted to its frame. */
  constructor(private readonly unit = 34) {}

  project([x, y, z]: Point3): Point2 {
    const u = this.unit;
    return [(x - y) * COS30 * u, (x + y) * 0.5 * u - z * u];
  }

  private path(corners: Point3[], fill: string, extra = ''): void {
    const projected = corners.map((corner) => this.project(corner));
    this.points.push(...projected);
    const d = projected.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join('') + 'Z';
    this.parts.push(`<path d="${d}" fill="${fill}"${extra}/>`);
  }

  /** Any polygon on the floor or in the air, filled. */
  polygon(corners: Point3[], fill: string, stroke = true): void {
    this.path(corners, fill, stroke ? '' : ' stroke="none"');
  }

  /** A floor of `w` x `d` units with a grid line every unit. */
  floor(x: number, y: number, w: number, d: number, fill: string = palette.floor): void {
    this.path(
      [
        [x, y, 0],
        [x + w, y, 0],
        [x + w, y + d, 0],
        [x, y + d, 0],
      ],
      fill,
      ' stroke="none"',
    );
    const lines: string[] = [];
    for (let i = 1; i < w; i++) lines.push(this.segment([x + i, y, 0], [x + i, y + d, 0]));
    for (let j = 1; j < d; j++) lines.push(this.segment([x, y + j, 0], [x + w, y + j, 0]));
    this.parts.push(`<path d="${lines.join('')}" fill="none" stroke="${palette.grid}" stroke-width=".8"/>`);
  }

  private segment(a: Point3, b: Point3): string {
    const [ax, ay] = this.project(a);
    const [bx, by] = this.project(b);
    return `M${round(ax)} ${round(ay)}L${round(bx)} ${round(by)}`;
  }

  /** A solid box from (x, y, z), `w` along x, `d` along y, `h` up. */
  box(x: number, y: number, z: number, w: number, d: number, h: number, shade: Shade): void {
    const [x1, y1, z1] = [x + w, y + d, z + h];
    this.path(
      [
        [x, y1, z],
        [x1, y1, z],
        [x1, y1, z1],
        [x, y1, z1],
      ],
      shade.left,
    );
    this.path(
      [
        [x1, y, z],
        [x1, y1, z],
        [x1, y1, z1],
        [x1, y, z1],
      ],
      shade.right,
    );
    this.path(
      [
        [x, y, z1],
        [x1, y, z1],
        [x1, y1, z1],
        [x, y1, z1],
      ],
      shade.top,
    );
  }

  /** A carton with its tape across the top. */
  carton(x: number, y: number, z: number, w: number, d: number, h: number): void {
    this.box(x, y, z, w, d, h, palette.carton);
    this.line(
      [
        [x + w / 2, y, z + h],
        [x + w / 2, y + d, z + h],
        [x + w / 2, y + d, z + h * 0.6],
      ],
      palette.orange.left,
      1.2,
    );
  }

  /** An upright cylinder standing on (x, y, z), drawn as its side and its top ellipse. */
  cylinder(x: number, y: number, z: number, r: number, h: number, shade: Shade): void {
    const [cx, cyBottom] = this.project([x, y, z]);
    const cyTop = cyBottom - h * this.unit;
    const rx = r * this.unit * 1.2247;
    const ry = rx * 0.5774;
    this.points.push([cx - rx, cyTop - ry], [cx + rx, cyBottom + ry]);
    const [l, rr] = [round(cx - rx), round(cx + rx)];
    this.parts.push(
      `<path d="M${l} ${round(cyTop)}V${round(cyBottom)}A${round(rx)} ${round(ry)} 0 0 0 ${rr} ${round(cyBottom)}V${round(cyTop)}Z" fill="${shade.left}"/>`,
      `<ellipse cx="${round(cx)}" cy="${round(cyTop)}" rx="${round(rx)}" ry="${round(ry)}" fill="${shade.top}"/>`,
    );
  }

  /** A thick outlined limb (a robot's arm, a pipe), with a highlight along it. */
  limb(points: Point3[], shade: Shade = palette.orange, width = 10): void {
    const projected = points.map((point) => this.project(point));
    this.points.push(...projected);
    const d = projected.map(([x, y], i) => `${i ? 'L' : 'M'}${round(x)} ${round(y)}`).join('');
    const common = 'fill="none" stroke-linecap="round" stroke-linejoin="round"';
    this.parts.push(
      `<path d="${d}" ${common} stroke="${palette.ink}" stroke-width="${width + 3}"/>`,
      `<path d="${d}" ${common} stroke="${shade.left}" stroke-width="${width}"/>`,
      `<path d="${d}" ${common} stroke="${shade.top}" stroke-width="${width / 4}" transform="translate(-2 -2)"/>`,
    );
  }

  /** A joint: a disc with a navy hub. */
  joint(point: Point3, radius = 6): void {
    const [x, y] = this.project(point);
    this.parts.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="${radius}" fill="#ffffff"/>`,
      `<circle cx="${round(x)}" cy="${round(y)}" r="${radius / 2.4}" fill="${palette.ink}"/>`,
    );
  }

  /** A plain line through the points. */
  line(points: Point3[], colour: string = palette.ink, width = 1.2): void {
    const d = points.map((point, i) => this.segment(i ? points[i - 1]! : point, point)).join('');
    this.parts.push(`<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`);
  }

  /** A disc facing the viewer (a head, a lamp) at a point. */
  dot(point: Point3, radius: number, fill: string): void {
    const [x, y] = this.project(point);
    this.points.push([x - radius, y - radius], [x + radius, y + radius]);
    this.parts.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${radius}" fill="${fill}"/>`);
  }

  /**
   * Draws flat art (in a 0..1 x 0..1 square, y down) onto the left-front face (y = y1) of a box,
   * as a screen, a sign or windows are.
   */
  onLeftFace(x: number, y1: number, z: number, w: number, h: number, art: string): void {
    const [ex, ey] = this.project([x, y1, z + h]);
    const [ax, ay] = this.project([x + w, y1, z + h]);
    const [cx, cy] = this.project([x, y1, z]);
    const matrix = [ax - ex, ay - ey, cx - ex, cy - ey, ex, ey].map((value) => round(value * 1000) / 1000);
    this.parts.push(`<g transform="matrix(${matrix.join(' ')})" stroke="none">${art}</g>`);
  }

  /** A box at (x, y, z) of size (w, d, h) with flat art on its left-front face: a cabinet's panel, a machine's window, a sign. */
  boxWithFace([x, y, z]: Point3, [w, d, h]: Point3, shade: Shade, art: string): void {
    this.box(x, y, z, w, d, h, shade);
    this.onLeftFace(x, y + d, z, w, h, art);
  }

  /** The same on the right-front face (x = x1). */
  onRightFace(x1: number, y: number, z: number, d: number, h: number, art: string): void {
    const [ex, ey] = this.project([x1, y, z + h]);
    const [ax, ay] = this.project([x1, y + d, z + h]);
    const [cx, cy] = this.project([x1, y, z]);
    const matrix = [ax - ex, ay - ey, cx - ex, cy - ey, ex, ey].map((value) => round(value * 1000) / 1000);
    this.parts.push(`<g transform="matrix(${matrix.join(' ')})" stroke="none">${art}</g>`);
  }

  /** The same on the top face of something at height z. */
  onTop(x: number, y: number, z: number, w: number, d: number, art: string): void {
    const [ex, ey] = this.project([x, y, z]);
    const [ax, ay] = this.project([x + w, y, z]);
    const [cx, cy] = this.project([x, y + d, z]);
    const matrix = [ax - ex, ay - ey, cx - ex, cy - ey, ex, ey].map((value) => round(value * 1000) / 1000);
    this.parts.push(`<g transform="matrix(${matrix.join(' ')})" stroke="none">${art}</g>`);
  }

  /** The drawing's extent on screen, before fitting. */
  bounds(): { left: number; top: number; width: number; height: number } {
    const xs = this.points.map(([x]) => x);
    const ys = this.points.map(([, y]) => y);
    const left = Math.min(...xs);
    const top = Math.min(...ys);
    return { left, top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
  }

  markup(): string {
    return this.parts.join('');
  }
}
