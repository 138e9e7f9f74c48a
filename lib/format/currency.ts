/**
 * Spec §9: currency in US-English style with 0 to 2 decimals; whole-number prices without decimals, otherwise two.
 * The price shown for an item is price plus tax_amount (times quantity).
 */
export function formatMoney(amount: number, currency: string): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  const n = new Intl.NumberFormat('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
  return `${currency} ${n}`;
}

export function priceWithTax(price: number, tax: number, quantity = 1): number {
  return Math.round((price + tax) * quantity * 100) / 100;
}
