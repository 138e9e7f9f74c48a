import { fromFils, toFils } from '@/lib/format/money';
import type { OrderLine, OrderView, Ticket } from '@/lib/orders/types';

/**
 * What was paid for each ticket of an order, printed on the ticket PDF (the receipt's figures, per ticket). The
 * provider's tickets carry no price, only the facts of the line they were issued for (GET orders/{token},
 * docs/commerce.md), so a ticket is matched to its line by those facts: the line's amount (after its discount) is
 * shared equally by the tickets it issued. A rescheduled ticket (new date or time) is matched by what it is alone;
 * a ticket matching no line gets null and its PDF shows no price rather than a guessed one.
 */
type Facts = Pick<OrderLine, 'type' | 'name' | 'detail' | 'date' | 'start' | 'end'>;

const what = (f: Facts) => JSON.stringify([f.type, f.name, f.detail]);
const whatAndWhen = (f: Facts) => JSON.stringify([f.type, f.name, f.detail, f.date, f.start, f.end]);
const asFacts = (t: Ticket): Facts => ({ ...t, type: t.type as OrderLine['type'] });

/** Sum of the lines' amounts and count of the tickets under each key, in minor units (no float noise). */
function shares(order: OrderView, key: (f: Facts) => string) {
  const paid = new Map<string, { minor: number; tickets: number }>();
  for (const l of order.lines) {
    const k = key(l);
    const s = paid.get(k) ?? { minor: 0, tickets: 0 };
    paid.set(k, { ...s, minor: s.minor + toFils(l.total) });
  }
  for (const t of order.tickets) {
    const s = paid.get(key(asFacts(t)));
    if (s) s.tickets += 1;
  }
  return paid;
}

/** The amount paid per ticket, in the order's currency (index for index with `order.tickets`), or null when unknown. */
export function ticketPrices(order: OrderView): Array<number | null> {
  const exact = shares(order, whatAndWhen);
  const loose = shares(order, what);
  return order.tickets.map((t) => {
    const f = asFacts(t);
    const s = exact.get(whatAndWhen(f)) ?? loose.get(what(f));
    return s && s.tickets > 0 ? fromFils(Math.round(s.minor / s.tickets)) : null;
  });
}
