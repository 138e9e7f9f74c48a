import { describe, expect, it } from 'vitest';
import { fromFils, lineFils, splitFils, sumFils, toFils, vatAtRate } from './money';

describe('money in fils (spec §9)', () => {
  // spec §9: 'Currency formatted in US-English style with 0 to 2 decimals': amounts are kept to the fils.
  it('rounds once to the fils, halves away from zero, float noise ignored', () => {
    expect(toFils(2.675)).toBe(268);
    expect(toFils(1.005)).toBe(101);
    expect(toFils(12.345)).toBe(1235);
    expect(toFils(-2.675)).toBe(-268);
    expect(toFils(0.1 + 0.2)).toBe(30);
    expect(toFils(Number.NaN)).toBe(0);
    expect(fromFils(1049895)).toBe(10498.95);
  });
  it('adds decimals as integers (0.1 + 0.2 is 30 fils, not 30.000000000000004)', () => {
    expect(sumFils([0.1, 0.2])).toBe(30);
    expect(sumFils([160, 8, -16.8])).toBe(15120);
  });
  // spec §9: 'The price shown for a ticket is (price plus tax_amount) times quantity'.
  it('a line is (price + tax_amount) × quantity', () => {
    expect(lineFils(100, 5, 3)).toBe(31500);
    expect(lineFils(47.62, 2.38)).toBe(5000);
    expect(lineFils(0.1, 0.2, 10)).toBe(300);
  });
  it('splits an amount into parts that add up exactly, the remainder on the first part', () => {
    expect(splitFils(1049895, 4)).toEqual([262476, 262473, 262473, 262473]);
    expect(splitFils(1049895, 12).reduce((a, b) => a + b, 0)).toBe(1049895);
    expect(splitFils(1049895, 12)[0]).toBe(87491 + 3);
    expect(splitFils(1000, 1)).toEqual([1000]);
    expect(splitFils(1000, 0)).toEqual([1000]);
  });
});

describe('VAT at a known rate (spec §1 and §9: prices show VAT)', () => {
  it('takes the rate of the reference price, rounded to the fils', () => {
    expect(vatAtRate(100, 40, 2)).toBe(5);
    expect(vatAtRate(33.33, 40, 2)).toBe(1.67);
    expect(vatAtRate(100, 0, 0)).toBe(0);
  });
});
