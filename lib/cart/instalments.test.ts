import { describe, expect, it } from 'vitest';
import { toFils } from '../format/money';
import { addMonths, divideInstalment, instalmentInterval, instalmentSchedule } from './instalments';

const sum = (xs: number[]) => xs.reduce((n, x) => n + toFils(x), 0);

describe('membership instalments', () => {
  // spec §9: membership instalments divide price and tax by the instalment divisor (default 1)
  it('divides price and tax by the divisor; the first instalment carries the fils left over', () => {
    expect(divideInstalment(1200, 60, 3)).toEqual({ price: 400, tax: 20, total: 420, count: 3 });
    expect(divideInstalment(1000, 50, 12)).toEqual({ price: 83.37, tax: 4.24, total: 87.61, count: 12 });
  });
  it('defaults the divisor to 1', () => {
    expect(divideInstalment(500, 25)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
    expect(divideInstalment(500, 25, null)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
    expect(divideInstalment(500, 25, 0)).toEqual({ price: 500, tax: 25, total: 525, count: 1 });
  });
  // Issue 23: 4 × 2,624.74 = 10,498.96 and 12 × 874.91 = 10,498.92 for a 10,498.95 plan.
  it('a 10,498.95 plan in 4 and in 12 adds up exactly', () => {
    const four = instalmentSchedule(9999, 499.95, 4, '2026-11-26', 3);
    expect(four.instalments.map((i) => i.total)).toEqual([2624.76, 2624.73, 2624.73, 2624.73]);
    expect(four.instalments.map((i) => i.date)).toEqual(['2026-11-26', '2027-02-26', '2027-05-26', '2027-08-26']);
    expect(sum(four.instalments.map((i) => i.total))).toBe(toFils(10498.95));
    expect(four.total).toBe(10498.95);
    const twelve = instalmentSchedule(9999, 499.95, 12, '2026-01-31');
    expect(twelve.instalments[0]!.total).toBe(874.94);
    expect(twelve.instalments.slice(1).every((i) => i.total === 874.91)).toBe(true);
    expect(sum(twelve.instalments.map((i) => i.total))).toBe(toFils(10498.95));
    expect(sum(twelve.instalments.map((i) => i.price))).toBe(toFils(9999));
    expect(sum(twelve.instalments.map((i) => i.tax))).toBe(toFils(499.95));
    expect(twelve.instalments[1]!.date).toBe('2026-02-28');
  });
  it('charges every duration ÷ count months, at least monthly', () => {
    expect(instalmentInterval(12, 4)).toBe(3);
    expect(instalmentInterval(12, 12)).toBe(1);
    expect(instalmentInterval(6, 3)).toBe(2);
    expect(instalmentInterval(1, 3)).toBe(1);
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-12-15', 2)).toBe('2027-02-15');
  });
});
