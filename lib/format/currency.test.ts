import { describe, expect, it } from 'vitest';
import { formatMoney, priceWithTax } from './currency';

describe('money (spec §9)', () => {
  it('shows whole numbers without decimals, others with two', () => {
    expect(formatMoney(40, 'AED')).toBe('AED 40');
    expect(formatMoney(44.1, 'AED')).toBe('AED 44.10');
    expect(formatMoney(1250.5, 'AED')).toBe('AED 1,250.50');
  });
  it('shows price plus tax times quantity', () => {
    expect(priceWithTax(42, 2.1)).toBe(44.1);
    expect(priceWithTax(18, 0.9, 2)).toBe(37.8);
  });
});
