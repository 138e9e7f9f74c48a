import { describe, expect, it } from 'vitest';
import { formatPrice, formatTicketPrice, lineTotal } from './price';

describe('price formatting', () => {
  // spec §9: whole-number prices shown without decimals, otherwise two decimals
  it('shows whole numbers without decimals', () => {
    expect(formatPrice(150)).toBe('AED 150');
    expect(formatPrice(1250)).toBe('AED 1,250');
    expect(formatPrice(0)).toBe('AED 0');
  });
  it('shows other amounts with two decimals', () => {
    expect(formatPrice(157.5)).toBe('AED 157.50');
    expect(formatPrice(12.345)).toBe('AED 12.35');
  });
  // spec §9: currency formatted in US-English style; default currency AED
  it('uses the venue currency in en-US style', () => {
    expect(formatPrice(1999.99, 'SAR')).toBe('SAR 1,999.99');
  });
  // spec §9: the price shown for a ticket is (price plus tax_amount) times quantity
  it('adds tax before multiplying by quantity', () => {
    expect(lineTotal(100, 5, 3)).toBe(315);
    expect(formatTicketPrice(100, 5, 3)).toBe('AED 315');
    expect(formatTicketPrice(47.62, 2.38, 1)).toBe('AED 50');
    expect(formatTicketPrice(95.24, 4.76, 2)).toBe('AED 200');
    expect(formatTicketPrice(10, 0.5, 1)).toBe('AED 10.50');
  });
  it('does not let float noise add decimals', () => {
    expect(formatTicketPrice(0.1, 0.2, 10)).toBe('AED 3');
  });
  // spec §9 (merged from the former lib/format/currency.test.ts)
  it('formats offer and content prices the same way', () => {
    expect(formatPrice(40, 'AED')).toBe('AED 40');
    expect(formatPrice(44.1, 'AED')).toBe('AED 44.10');
    expect(formatPrice(1250.5, 'AED')).toBe('AED 1,250.50');
    expect(lineTotal(42, 2.1)).toBe(44.1);
    expect(lineTotal(18, 0.9, 2)).toBe(37.8);
  });
});
