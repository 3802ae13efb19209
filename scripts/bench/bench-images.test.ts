import { describe, expect, it } from 'vitest';
import { judgeImages, type PhotoScenario } from './bench-images';

const build = (encoded: number) => ({
  milliseconds: 10_000,
  imageFiles: 16,
  encoded,
  fromCache: 16 - encoded,
  output: '',
});

function scenario(phone: { type: string; bytes: number; largestBytes?: number }, secondEncoded = 0): PhotoScenario {
  const after = {
    deviceScaleFactor: 1,
    path: '/assets/images/photo-480.abc.avif',
    largestBytes: phone.bytes,
    ...phone,
  };
  return {
    figure: { scenario: 'photo', before: { src: '/images/photo.jpg', bytes: 3_400_000 }, after: [after] },
    firstBuild: build(16),
    secondBuild: build(secondEncoded),
  };
}

describe("issue 17's bench targets", () => {
  it('are met by a small AVIF and a second build that encodes nothing', () => {
    expect(judgeImages(scenario({ type: 'image/avif', bytes: 9_000 })).map((verdict) => verdict.ok)).toEqual([
      true,
      true,
    ]);
  });

  it('are missed by a phone image over 60 KB, in another format, or beside a larger image', () => {
    expect(judgeImages(scenario({ type: 'image/avif', bytes: 60_001 }))[0]!.ok).toBe(false);
    expect(judgeImages(scenario({ type: 'image/jpeg', bytes: 20_000 }))[0]!.ok).toBe(false);
    expect(judgeImages(scenario({ type: 'image/avif', bytes: 9_000, largestBytes: 80_000 }))[0]!.ok).toBe(false);
  });

  it('are missed by a second build that encodes again', () => {
    expect(judgeImages(scenario({ type: 'image/avif', bytes: 9_000 }, 3))[1]!.ok).toBe(false);
  });
});
