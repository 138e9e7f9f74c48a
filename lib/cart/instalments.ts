import { fromFils, splitFils, toFils } from '../format/money';

/**
 * Membership instalments (spec §9: 'Membership instalments divide price and tax by the instalment divisor (default
 * 1)'). Price and tax are each split in fils (lib/format/money.ts splitFils) so the instalments add up exactly to
 * the package's price: every instalment is the amount divided by the count, rounded down to the fils, and the fils
 * left over go to the FIRST instalment, the one paid at the order (docs/decisions.md, issue 23). So AED 10,498.95
 * in 4 is 2,624.76 then 3 × 2,624.73, never 4 × 2,624.74 = 10,498.96.
 */
export interface Instalment {
  price: number;
  tax: number;
  /** (price + tax) of the instalment. */
  total: number;
  count: number;
}

export interface ScheduledInstalment {
  price: number;
  tax: number;
  total: number;
  /** YYYY-MM-DD the instalment is charged; the first on the start date (the order). */
  date: string;
}

export interface InstalmentSchedule {
  count: number;
  /** Months between two charges. */
  intervalMonths: number;
  instalments: ScheduledInstalment[];
  /** The package's price with VAT: the sum of the instalments, exactly. */
  total: number;
}

const countOf = (divisor: number | null | undefined) => (divisor && Number.isFinite(divisor) && divisor >= 1 ? Math.floor(divisor) : 1);

/**
 * Months between charges: the provider's plan names only its divisor (spec §3), so the package's duration is spread
 * evenly over the instalments (12 months in 4: every 3 months), at least monthly.
 */
export function instalmentInterval(durationMonths: number, divisor: number | null | undefined): number {
  const months = Number.isFinite(durationMonths) && durationMonths >= 1 ? Math.floor(durationMonths) : 1;
  return Math.max(1, Math.floor(months / countOf(divisor)));
}

/** YYYY-MM-DD plus whole months, the day kept where the month has it (31 Jan + 1 month: 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Every instalment of a plan: count, dates (from `startDate`, every `intervalMonths`), amounts and their total. */
export function instalmentSchedule(price: number, tax: number, divisor: number | null | undefined, startDate: string, intervalMonths = 1): InstalmentSchedule {
  const count = countOf(divisor);
  const prices = splitFils(toFils(price), count);
  const taxes = splitFils(toFils(tax), count);
  const every = Math.max(1, Math.floor(intervalMonths));
  const instalments = prices.map((p, i) => ({ price: fromFils(p), tax: fromFils(taxes[i]!), total: fromFils(p + taxes[i]!), date: addMonths(startDate, i * every) }));
  return { count, intervalMonths: every, instalments, total: fromFils(toFils(price) + toFils(tax)) };
}

/** The first instalment (the one the order pays) and the count. */
export function divideInstalment(price: number, tax: number, divisor: number | null | undefined = 1): Instalment {
  const count = countOf(divisor);
  const p = splitFils(toFils(price), count)[0]!;
  const t = splitFils(toFils(tax), count)[0]!;
  return { price: fromFils(p), tax: fromFils(t), total: fromFils(p + t), count };
}
