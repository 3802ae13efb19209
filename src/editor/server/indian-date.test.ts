import { describe, expect, it } from 'vitest';
import { addDays, indianDate } from './indian-date';

describe('indianDate', () => {
  it("is India's day, which starts 5½ hours before UTC's", () => {
    expect(indianDate(new Date('2026-03-19T18:29:00Z'))).toBe('2026-03-19');
    expect(indianDate(new Date('2026-03-19T18:30:00Z'))).toBe('2026-03-20');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-03-20', 30)).toBe('2026-04-19');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
  });
});
