import { describe, expect, it } from 'vitest';
import { framePicture, frameSizes } from './frames';
import { IsoScene } from './iso-scene';
import { pictures } from './pictures';

const draw = (picture: (typeof pictures)[number]) => {
  const scene = new IsoScene();
  picture.draw(scene);
  return { scene, svg: framePicture(picture.frame, picture.title, scene, picture.size) };
};

/** The numbers of the drawing group's transform: scale and offsets. */
function placement(svg: string) {
  const [, scale, x, y] = /<g transform="matrix\(([-\d.]+) 0 0 [-\d.]+ ([-\d.]+) ([-\d.]+)\)"/.exec(svg)!;
  return { scale: Number(scale), x: Number(x), y: Number(y) };
}

describe('illustrations', () => {
  it.each(pictures.map((picture) => [picture.file, picture] as const))(
    '%s is an SVG of its frame size, titled with what it shows, its drawing inside the picture',
    (_, picture) => {
      const { scene, svg } = draw(picture);
      const [width, height] = picture.size ?? frameSizes[picture.frame];
      expect(svg).toMatch(
        new RegExp(`^<svg [^>]*width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`),
      );
      expect(svg).toContain(`<title>${picture.title}</title>`);
      const { scale, x, y } = placement(svg);
      const box = scene.bounds();
      expect(box.left * scale + x).toBeGreaterThanOrEqual(0);
      expect(box.top * scale + y).toBeGreaterThanOrEqual(0);
      expect((box.left + box.width) * scale + x).toBeLessThanOrEqual(width + 0.01);
      expect((box.top + box.height) * scale + y).toBeLessThanOrEqual(height + 0.01);
    },
  );

  it('draws a different scene for every picture (a banner and its phone framing share one)', () => {
    const byScene = new Map<string, string[]>();
    for (const picture of pictures) {
      const markup = draw(picture).scene.markup();
      byScene.set(markup, [...(byScene.get(markup) ?? []), picture.file.replace(/-mobile\.svg$/, '.svg')]);
    }
    const shared = [...byScene.values()].filter((files) => new Set(files).size > 1);
    expect(shared).toEqual([]);
  });

  it('keeps the banner text side clear: a banner drawing starts right of the middle', () => {
    for (const picture of pictures.filter(({ frame }) => frame === 'banner' || frame === 'hero')) {
      const { scene, svg } = draw(picture);
      const { scale, x } = placement(svg);
      expect(scene.bounds().left * scale + x, picture.file).toBeGreaterThan(frameSizes[picture.frame][0] / 2 - 1);
    }
  });

  it('escapes a title so it cannot break the markup', () => {
    const scene = new IsoScene();
    scene.box(0, 0, 0, 1, 1, 1, { top: '#fff', left: '#ccc', right: '#999' });
    expect(framePicture('card', 'Pick & place <fast>', scene)).toContain('<title>Pick &amp; place &lt;fast></title>');
  });
});
