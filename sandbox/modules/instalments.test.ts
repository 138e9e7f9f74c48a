import { describe, expect, it } from 'vitest';
import { instalmentMonths, instalmentPart } from './instalments';

describe('sandbox instalment charges (spec §9 divisor, issue 23)', () => {
  it('a 9,999 + 499.95 plan in 4: the first charge takes the fils left over, the plan adds up exactly', () => {
    const parts = [0, 1, 2, 3].map((i) => instalmentPart(9999, 4, i) + instalmentPart(499.95, 4, i));
    expect(parts.map((p) => Math.round(p * 100))).toEqual([262476, 262473, 262473, 262473]);
    expect(parts.reduce((n, p) => n + Math.round(p * 100), 0)).toBe(1049895);
  });
  it('charges every duration ÷ count months', () => {
    expect(instalmentMonths(12, 4)).toBe(3);
    expect(instalmentMonths(6, 6)).toBe(1);
  });
});
