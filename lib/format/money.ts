/**
 * Money in minor units (spec §9 'Currency formatted in US-English style with 0 to 2 decimals'): every sum the
 * storefront shows is done here in integer fils (cents), never by adding floats, and rounded by one rule. Amounts
 * arrive from the provider as decimals (AED 2.38); they become fils once (`toFils`), are added and multiplied as
 * integers, and go back to a decimal (`fromFils`) only to be formatted by lib/format/price.ts.
 */

/** Integer minor units (1/100 of the currency unit). */
export type Fils = number;

/**
 * The one rounding rule: to the nearest fils, halves away from zero. The product is first cut to 12 significant
 * digits so a float just under a half (2.675 × 100 = 267.49999999999997) rounds as the decimal it stands for.
 */
export function toFils(amount: number): Fils {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(12));
  const fils = Math.round(scaled);
  return amount < 0 && fils !== 0 ? -fils : fils;
}

export function fromFils(fils: Fils): number {
  return fils / 100;
}

/** Adds decimal amounts to the fils: each is rounded once, then the integers are added. */
export function sumFils(amounts: readonly number[]): Fils {
  return amounts.reduce<number>((n, a) => n + toFils(a), 0);
}

/** spec §9: 'The price shown for a ticket is (price plus tax_amount) times quantity', in fils. */
export function lineFils(price: number, taxAmount: number, quantity = 1): Fils {
  return (toFils(price) + toFils(taxAmount)) * quantity;
}

/**
 * Splits an amount into `count` parts that add up to it exactly. Every part is the amount divided by the count,
 * rounded down to the fils; the fils left over (fewer than `count`) all go to the FIRST part, so the first charge
 * carries the remainder and every later one is the same (docs/decisions.md, issue 23).
 */
export function splitFils(total: Fils, count: number): Fils[] {
  const n = Number.isFinite(count) && count >= 1 ? Math.floor(count) : 1;
  const base = Math.floor(total / n);
  const parts = Array.from({ length: n }, () => base);
  parts[0] = total - base * (n - 1);
  return parts;
}

/**
 * The VAT of `amount` at the rate another price of the same product carries (`refTax` on `refPrice`), rounded to the
 * fils by the one rule (an offer's regular price shown with VAT, spec §9 'Prices show VAT').
 */
export function vatAtRate(amount: number, refPrice: number, refTax: number): number {
  if (!(refPrice > 0)) return 0;
  return fromFils(toFils((amount * refTax) / refPrice));
}
