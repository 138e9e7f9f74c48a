import { lineTotal } from '../format/price';

/**
 * Membership instalments (spec §9): price and tax are each divided by the instalment divisor (default 1). The
 * amounts are rounded to fils per instalment, as a card is charged.
 */
export interface Instalment {
  price: number;
  tax: number;
  /** (price + tax) of one instalment. */
  total: number;
  count: number;
}

export function divideInstalment(price: number, tax: number, divisor: number | null | undefined = 1): Instalment {
  const count = divisor && Number.isFinite(divisor) && divisor >= 1 ? Math.floor(divisor) : 1;
  const round = (n: number) => Math.round((n / count) * 100) / 100;
  const p = round(price);
  const t = round(tax);
  return { price: p, tax: t, total: lineTotal(p, t), count };
}
