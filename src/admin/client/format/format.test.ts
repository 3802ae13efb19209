import { describe, expect, it } from 'vitest';
import { draftStatusLabel } from './draft-status';
import { dateToIndiaInput, formatIndiaTime, indiaInputToDate } from './india-time';
import { liveIn } from './live-in';

describe('India time', () => {
  it('writes a server time in Indian English, in IST whatever the browser zone', () => {
    expect(formatIndiaTime('2026-11-26T15:30:00.000Z')).toBe('26 November 2026 at 9:00 pm IST');
  });

  it('reads a typed date and time as India time', () => {
    expect(indiaInputToDate('2026-11-27T10:30')?.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(indiaInputToDate('2026-11-27')).toBeNull();
    expect(dateToIndiaInput(new Date('2026-11-27T05:00:00.000Z'))).toBe('2026-11-27T10:30');
  });

  it('shows a value it cannot read as it came', () => {
    expect(formatIndiaTime('soon')).toBe('soon');
  });
});

describe('draftStatusLabel', () => {
  const base = { scheduledAt: null };
  it('names each state in the words of the admin', () => {
    expect(draftStatusLabel({ ...base, status: 'editing' })).toBe('Editing');
    expect(draftStatusLabel({ ...base, status: 'submitted' })).toBe('Waiting for review');
    expect(draftStatusLabel({ ...base, status: 'sent-back' })).toBe('Sent back');
    expect(draftStatusLabel({ ...base, status: 'published' })).toBe('Published');
    expect(draftStatusLabel({ status: 'submitted', scheduledAt: '2026-11-27T05:00:00.000Z' })).toBe(
      'Scheduled for 27 November 2026 at 10:30 am IST',
    );
  });
});

describe('liveIn', () => {
  it('gives tenths of a second below ten seconds, whole seconds above', () => {
    expect(liveIn(1840)).toBe('Live in 1.8 s');
    expect(liveIn(23_400)).toBe('Live in 23 s');
  });
});
