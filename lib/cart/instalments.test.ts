import { describe, expect, it } from 'vitest';
import { divideInstalment } from './instalments';

describe('membership instalments', () => {
  // spec §9: membership instalments divide price and tax by the instalment divisor (default 1)
  it('divides price and tax by the divisor', () => {
    expect(divideInstalment(1200, 60, 3)).toEqual({ price: 400, tax: 20, total: 420, count: 3 });
    expect(divideInstalment(1000, 50, 12)).toEqual({ price: 83.33, tax: 4.17, total: 87.5, count: 12 });
  });
  it('defaults the divisor to 1', () => {
    expect(divideInstalment(500, 25)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
    expect(divideInstalment(500, 25, null)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
    expect(divideInstalment(500, 25, 0)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
  });
});
