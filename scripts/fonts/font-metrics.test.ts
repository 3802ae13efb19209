import { describe, expect, it } from 'vitest';
import { differingFigures, fontMetrics, type CapsizeMetrics } from './font-metrics';

const figures: CapsizeMetrics = {
  fullName: 'Fake Bold',
  ascent: 1854,
  descent: -434,
  lineGap: 67,
  unitsPerEm: 2048,
  subsets: { latin: { xWidthAvg: 1024 } },
};

describe('fontMetrics', () => {
  it('turns font units into ems, descent positive, with the digits given apart', () => {
    expect(fontMetrics(figures, 1139)).toEqual({
      name: 'Fake Bold',
      ascent: 1854 / 2048,
      descent: 434 / 2048,
      lineGap: 67 / 2048,
      textWidth: 0.5,
      digitWidth: 1139 / 2048,
    });
  });
});

describe('differingFigures', () => {
  it('names each figure that differs, with both values', () => {
    const wider = { ...figures, lineGap: 0, subsets: { latin: { xWidthAvg: 1100 } } };
    expect(differingFigures(figures, wider)).toEqual(['lineGap: 67, 0', 'xWidthAvg: 1024, 1100']);
    expect(differingFigures(figures, { ...figures, fullName: 'Other name' })).toEqual([]);
  });
});
