import { describe, expect, it } from 'vitest';
import { percentile } from './bench-percentile';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 .. 1, unsorted on purpose

  it('takes the nearest rank: p99 of 1..100 is 99, p50 is 50, p100 the largest', () => {
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('lets one slow answer in ten show at p95 and p99, not at p50', () => {
    const times = [...Array.from({ length: 9 }, () => 5), 80];
    expect(percentile(times, 50)).toBe(5);
    expect(percentile(times, 95)).toBe(80);
    expect(percentile(times, 99)).toBe(80);
  });

  it('gives NaN for no values (printed as "-"), and the value itself for one', () => {
    expect(percentile([], 99)).toBeNaN();
    expect(percentile([Number.NaN], 50)).toBeNaN();
    expect(percentile([12], 1)).toBe(12);
  });
});
