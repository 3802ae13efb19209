import { describe, expect, it } from 'vitest';
import { MAX_SLUG_LENGTH, slugOfTitle } from './entry-slug';

describe('slugOfTitle', () => {
  it.each([
    ['Why Vision Checks Pay Back', 'why-vision-checks-pay-back'],
    ['Robot programmer (Pune)', 'robot-programmer-pune'],
    ['Café robots & AGVs in 2026!', 'cafe-robots-and-agvs-in-2026'],
    ['  --  ', ''],
    ['पैलेटाइज़िंग', ''],
  ])('%s → %s', (title, slug) => expect(slugOfTitle(title)).toBe(slug));

  it('cuts a long title at the end of a word', () => {
    const slug = slugOfTitle(
      'How a palletizing robot cell pays for itself in eighteen months at a mid-sized Indian plant',
    );
    expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    expect(slug).toBe('how-a-palletizing-robot-cell-pays-for-itself-in-eighteen');
  });
});
