import { rangeEnd, toMinutes } from './time';

export interface Booked {
  productId: number;
  date: string;
  start: string;
  end: string;
  dependencies: Array<{ product_id: number; period?: string | null }>;
}

function sameTime(a: Booked, b: Booked, period: string | null | undefined): boolean {
  if (a.date !== b.date) return false;
  if (period === 'D') return true;
  const as = toMinutes(a.start);
  const bs = toMinutes(b.start);
  return as < rangeEnd(b.start, b.end, true) && bs < rangeEnd(a.start, a.end, true);
}

/**
 * spec §5 dependencies: a dependent ticket cannot be booked at the same time as its dependency; with period D that
 * means the same day, otherwise overlapping time ranges. Checked both ways, so the order of adding does not matter.
 */
export function dependencyConflict(candidate: Booked, cart: Booked[]): boolean {
  return cart.some((held) => {
    const dep = candidate.dependencies.find((d) => d.product_id === held.productId);
    if (dep && sameTime(candidate, held, dep.period)) return true;
    const back = held.dependencies.find((d) => d.product_id === candidate.productId);
    return !!back && sameTime(candidate, held, back.period);
  });
}
