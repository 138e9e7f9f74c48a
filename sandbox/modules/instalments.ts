/**
 * How the sandbox, as the provider, charges a membership instalment plan (spec §9: price and tax divided by the
 * divisor). In fils, each instalment is the amount divided by the count rounded down, and the fils left over are
 * charged with the first instalment (the one the order takes), so the plan adds up exactly to the package's price.
 * Charges fall every duration ÷ count months (at least monthly) from the start date. The sandbox's own rule: it does
 * not import the storefront's (DESIGN §4).
 */
const fils = (n: number) => Math.round(Math.round((n + Number.EPSILON) * 100));

export function instalmentPart(amount: number, divisor: number, index: number): number {
  const count = Math.max(1, Math.floor(divisor));
  const total = fils(amount);
  const base = Math.floor(total / count);
  return (index === 0 ? total - base * (count - 1) : base) / 100;
}

export function instalmentMonths(durationMonths: number, divisor: number): number {
  return Math.max(1, Math.floor(Math.max(1, durationMonths) / Math.max(1, Math.floor(divisor))));
}
