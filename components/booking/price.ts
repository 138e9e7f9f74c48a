/** spec §9: US-English style, whole numbers without decimals, otherwise two decimals. */
export function formatPrice(amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const n = new Intl.NumberFormat('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(amount);
  return `${currency} ${n}`;
}
