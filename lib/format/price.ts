import { fromFils, lineFils, toFils } from './money';

/**
 * Price display (spec §9): US-English currency style; a whole number is shown without decimals, anything else
 * with two. The price of a ticket line is (price + tax_amount) × quantity; add-ons follow the same rule.
 */
export const DEFAULT_CURRENCY = 'AED';

/** Works in fils (lib/format/money.ts) so 0.1 + 0.2 style float noise never shows as a stray decimal. */
export function lineTotal(price: number, taxAmount: number, quantity = 1): number {
  return fromFils(lineFils(price, taxAmount, quantity));
}

export function formatPrice(amount: number, currency: string = DEFAULT_CURRENCY): string {
  const minor = toFils(amount);
  const whole = minor % 100 === 0;
  const digits = whole ? 0 : 2;
  // en-US number style in both languages (spec §9); the currency code is placed explicitly so it reads the same
  // in an RTL paragraph.
  const number = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(minor / 100);
  return `${currency} ${number}`;
}

/** What a visitor pays for `quantity` tickets, VAT included (spec §9). */
export function formatTicketPrice(price: number, taxAmount: number, quantity = 1, currency: string = DEFAULT_CURRENCY): string {
  return formatPrice(lineTotal(price, taxAmount, quantity), currency);
}
