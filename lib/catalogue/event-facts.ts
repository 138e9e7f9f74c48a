import { lineTotal } from '../format/price';

/**
 * What a phone shows above the fold of an event page (issue 24.7: date, time, place and price first): the time of its
 * next (first listed) schedule (the page's schedule list gives every other), and the lowest ticket price including VAT
 * among the tickets still on sale (spec §2 event-details: prices incl. VAT); null when none is.
 */
export interface EventFactsInput {
  schedules: ReadonlyArray<{ startTime: string; endTime: string }>;
  tickets: ReadonlyArray<{ price: number; tax: number; soldOut: boolean }>;
}

export function eventFacts(e: EventFactsInput): { time: { start: string; end: string } | null; lowest: { price: number; tax: number } | null } {
  const first = e.schedules[0];
  const time = first ? { start: first.startTime, end: first.endTime } : null;
  let lowest: { price: number; tax: number } | null = null;
  for (const t of e.tickets) {
    if (t.soldOut) continue;
    if (!lowest || lineTotal(t.price, t.tax) < lineTotal(lowest.price, lowest.tax)) lowest = { price: t.price, tax: t.tax };
  }
  return { time, lowest };
}
