import { describe, expect, it } from 'vitest';
import { checkAltText, meaninglessAltReason } from './check-alt-text';
import { nowhere } from './problem';

const SRC = '/images/products/bag-palletizer.svg';

describe('meaninglessAltReason', () => {
  it.each([
    'Robot arm stacking 25 kg cement bags on a wooden pallet',
    'Tata Motors',
    'Logo of Mahindra & Mahindra',
    'Photo booth at the Mumbai automation expo',
    'पॅलेटवर सिमेंटच्या गोण्या रचणारा रोबोट',
  ])('accepts a description: %s', (alt) => {
    expect(meaninglessAltReason(alt, SRC)).toBeUndefined();
  });

  it.each(['image', 'Image 2', 'PHOTO', 'picture of', 'img1', 'banner image', 'Logo', 'icon', '   '])(
    'rejects a word that only says there is a picture: %j',
    (alt) => {
      expect(meaninglessAltReason(alt, SRC)).toBeDefined();
    },
  );

  it.each([
    'bag-palletizer',
    'bag-palletizer.svg',
    'Bag-Palletizer.SVG',
    'IMG_2041.jpg',
    'banner-1.svg',
    'robot_arm_2',
  ])('rejects a file name: %s', (alt) => {
    expect(meaninglessAltReason(alt, SRC)).toMatch(/file name/);
  });
});

describe('checkAltText', () => {
  const document = (data: unknown) => ({ file: 'pages/p.json', data, locate: nowhere });

  it('accepts described images and decorative ones, wherever they are', () => {
    const data = {
      blocks: [
        { type: 'banner', image: { src: SRC, alt: 'Robotic bag palletizer at a cement plant', width: 1, height: 1 } },
        { type: 'section', image: { src: SRC, alt: '', decorative: true, width: 1, height: 1 } },
        { type: 'logoStrip', logos: [{ src: SRC, alt: 'image', decorative: true, width: 1, height: 1 }] },
      ],
    };
    expect(checkAltText(document(data))).toEqual([]);
  });

  it('reports a meaningless alt as an error at the alt text, saying what to write instead', () => {
    const data = { logos: [{ src: '/images/customers/tata.svg', alt: 'logo', width: 1, height: 1 }] };
    const [problem, ...rest] = checkAltText(document(data));
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ severity: 'error', pointer: '/logos/0/alt', rule: 'meaningless-alt-text' });
    expect(problem!.message).toContain("'logo'");
    expect(problem!.hint).toMatch(/Describe what the image shows.*tick "Decorative"/);
  });

  it('leaves an empty alt without "decorative" to the schema, which reports it already', () => {
    expect(checkAltText(document({ image: { src: SRC, alt: '', width: 1, height: 1 } }))).toEqual([]);
  });
});
