import type { z } from 'zod';
import { instalmentPart } from './instalments';
import type { orderBundleSchema, workshopCheckRequestSchema } from '../../lib/provider/commerce';
import type { DB } from '../db';
import { facilityProduct, facilityVenue } from './facilities';
import { round2, type LineType, type VenueInfo } from './commerce-store';
import { addDays, minutes, programmeDayIn, venueNow, weekday } from './clock';
import { overPassLimit, PASS_LIMIT_MESSAGE, type SlotPasses } from './pass-limit';

/**
 * Prices an order bundle from the sandbox's own catalogue (docs/commerce.md "Order rules the sandbox enforces
 * itself"): the bundle carries ids and quantities only, so a tampered price in the browser changes nothing.
 * Every product must belong to the venue of the call, otherwise the whole order is refused ('Invalid venue').
 */
export type Bundle = z.output<typeof orderBundleSchema>;

export type Place =
  | { kind: 'event'; event_id: number; ticket_id: number; schedule_id: number; quantity: number }
  | { kind: 'facility'; facility_id: number; product_id: number; date: string; start_time: string; end_time: string; quantity: number };

/** Sessions bought (package sessions x quantity), their length, and an academy's dates and weekdays (0 = Sunday). */
export interface ProgrammeFacts {
  sessions: number;
  session_minutes: number | null;
  start_date: string | null;
  end_date: string | null;
  days: number[] | null;
  package: string;
  ar_package: string | null;
}

/**
 * What a non-admission line gives (issue 24 item 3): a membership its period and plan (the package's whole price and
 * tax, its instalment count), an outlet or retail product the outlet it comes from, an offer what it includes.
 */
export interface LineExtra {
  membership?: { end_date: string; duration_months: number; package_price: number; package_tax: number; instalments: number };
  outlet?: { name: string; ar_name: string | null; location: string | null; ar_location: string | null };
  offer?: { description: string | null; ar_description: string | null; valid_until: string | null };
}

/** The last day of a period of whole months from `start` (1 month from 27 Nov: 26 Dec), the day kept where the month has it. */
export function periodEnd(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(y, m - 1 + months, Math.min(d, last)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** What an order line is and when (priced here, stored in order_lines). */
export interface LineFacts {
  name: string;
  ar_name: string | null;
  detail: string | null;
  ar_detail: string | null;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  quantity: number;
}

/** A line's name (the product) and detail (what or where: the facility, ticket or package), in both languages. */
const namedLine = (what: Named, detail: Named) => ({ name: what.name, ar_name: what.ar_name ?? null, detail: detail.name, ar_detail: detail.ar_name ?? null });

export interface PricedLine extends LineFacts {
  product_type: LineType;
  /** Unit price and unit tax; the line costs (price + tax_amount) x quantity before its discount. */
  price: number;
  tax_amount: number;
  place: Place | null;
  /** Trainer and academy lines: what was bought of the programme (kept with the line for the booking history). */
  programme?: ProgrammeFacts;
  /** Membership, outlet and offer lines: what the order's documents say of them (issue 24 item 3, kept with the line). */
  extra?: LineExtra;
  /** How many tickets (QR codes) the line issues, and their holders' names when the bundle names them. */
  tickets: number;
  holders: string[];
}

export class PricingError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Tickets one order may issue (a bound on the rows a single request writes). */
export const MAX_TICKETS = 200;

export const INVALID_VENUE = 'Invalid venue. please reselect';
const invalid = () => new PricingError(422, 'invalid_venue', INVALID_VENUE);

type Named = { name: string; ar_name?: string | null };
type Doc = Record<string, unknown> & Named & { id: number };

function catalogueDoc(db: DB, token: string, kind: string, id: number): Doc | null {
  const row = db.prepare('SELECT data FROM catalogue WHERE venue_token = ? AND kind = ? AND id = ?').get(token, kind, String(id)) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Doc) : null;
}

function contentItems(db: DB, token: string, kind: string): Doc[] {
  return (db.prepare('SELECT data FROM content_items WHERE venue_token = ? AND kind = ?').all(token, kind) as Array<{ data: string }>).map(
    (r) => JSON.parse(r.data) as Doc,
  );
}

const money = (x: { price: number; tax_amount?: number | null }) => ({ price: round2(x.price), tax_amount: round2(x.tax_amount ?? 0) });

interface Programme extends Named {
  id: number;
  days: number[];
  start_time: string;
  end_time: string;
  start_day_offset: number;
  end_day_offset: number;
}
interface AcademyPackage extends Named {
  id: number;
  programme_id: number;
  sessions: number;
  price: number;
  tax_amount: number;
}

export interface WorkshopQuote {
  academy: Doc;
  programme: Programme;
  pack: AcademyPackage;
  price: number;
  tax_amount: number;
  sessions: number;
  end_date: string;
}

/**
 * POST workshops/check: the sessions of the programme from start_date to its end on the chosen days, at the
 * package's price per session (package price / package sessions), at most the package's sessions.
 */
export function quoteWorkshop(db: DB, venue: VenueInfo, req: z.output<typeof workshopCheckRequestSchema>, academyId?: number): WorkshopQuote {
  const rows = db.prepare("SELECT data FROM catalogue WHERE venue_token = ? AND kind = 'academies'").all(venue.token) as Array<{ data: string }>;
  const academies = rows.map((r) => JSON.parse(r.data) as Doc & { programmes?: Programme[]; packages?: AcademyPackage[] });
  const academy = academies.find((a) => (academyId == null || a.id === academyId) && a.programmes?.some((p) => p.id === req.workshop_program_id));
  const programme = academy?.programmes?.find((p) => p.id === req.workshop_program_id);
  const pack = academy?.packages?.find((p) => p.id === req.product_id && p.programme_id === req.workshop_program_id);
  if (!academy || !programme || !pack) throw invalid();
  const start = addDays(programmeDayIn(venue.timeZone), programme.start_day_offset);
  const end = addDays(programmeDayIn(venue.timeZone), programme.end_day_offset);
  // Issue 23 item 1: a programme is not sold for dates that have passed (its own code, before the range check).
  if (req.start_date < venue.today) throw new PricingError(422, 'programme_past', "The programme's start date has passed");
  if (req.start_date < start || req.start_date > end) {
    throw new PricingError(422, 'workshop_date', 'The start date is outside the programme dates');
  }
  if (req.days.some((d) => !programme.days.includes(d))) throw new PricingError(422, 'workshop_days', 'The programme does not run on the selected days');
  let sessions = 0;
  let last = req.start_date;
  for (let d = req.start_date; d <= end && sessions < pack.sessions; d = addDays(d, 1)) {
    if (req.days.includes(weekday(d))) {
      sessions += 1;
      last = d;
    }
  }
  if (!sessions) throw new PricingError(422, 'workshop_date', 'No session of the programme is left after this date');
  const share = sessions / pack.sessions;
  return { academy, programme, pack, sessions, end_date: last, price: round2(pack.price * share), tax_amount: round2(pack.tax_amount * share) };
}

const hours = (start: string, end: string) => {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const span = (m(end) - m(start) + 24 * 60) % (24 * 60) || 24 * 60;
  return Math.max(1, Math.round(span / 60));
};

const names = (customers: Array<{ name: string }>) => customers.map((c) => c.name).filter(Boolean);

function facilityLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  if (!bundle.capacity_facility.length) return [];
  const fv = facilityVenue(db, venue.token);
  if (!fv) throw invalid();
  const lines = bundle.capacity_facility.flatMap((l) => {
    const found = facilityProduct(fv, l.facility_id, l.product_id);
    if (!found || found.facility.service_id !== l.venue_service_id) throw invalid();
    const f = found.facility;
    // A rental is priced by the hour of the range; a ticket by the number bought.
    const quantity = found.rental ? hours(l.start_time, l.end_time) : l.quantity;
    const product = found.rental ? { name: found.rental.name, ar_name: found.rental.ar_name, price: found.rental.product_price, tax_amount: found.rental.tax_amount } : found.ticket!;
    const slot = { date: l.date, start_time: l.start_time, end_time: l.end_time };
    const line: PricedLine = {
      product_type: 'facility',
      ...namedLine(product, f),
      ...slot,
      quantity,
      ...money(product),
      place: { kind: 'facility', facility_id: f.id, product_id: l.product_id, ...slot, quantity },
      tickets: found.rental ? 1 : quantity,
      holders: names(l.customers),
    };
    const addons = l.addons.map((a): PricedLine => {
      const addon = f.categories.flatMap((c) => c.products).find((p) => p.id === a.product_id);
      if (!addon) throw invalid();
      return { product_type: 'addon', name: addon.name, ar_name: addon.ar_name ?? null, detail: f.name, ar_detail: f.ar_name ?? null, ...slot, quantity: a.quantity, ...money(addon), place: null, tickets: 0, holders: [] };
    });
    return [line, ...addons];
  });
  passLimit(fv.part.customer_threshold ?? null, lines);
  return lines;
}

/**
 * The special mode's passes per session within one order (spec §5 "quantity is also capped by the customer
 * threshold", §8 'Maximum of {n} participants allowed to book per session'): the order's tickets at one facility
 * slot, every product counted, stay within the venue's customer_threshold however the quantity was raised (issue 23
 * item 1). POST orders also counts what the customer already holds there (sandbox/modules/pass-limit.ts).
 */
function passLimit(threshold: number | null, lines: PricedLine[]): void {
  if (overPassLimit(threshold, facilityPasses(lines), new Map())) throw new PricingError(422, 'pass_limit', PASS_LIMIT_MESSAGE(threshold!));
}

/** The passes each facility line of an order takes at its slot. */
export const facilityPasses = (lines: readonly PricedLine[]): SlotPasses[] => lines.flatMap((l) => (l.place?.kind === 'facility' ? [{ ...l.place, passes: l.tickets }] : []));

interface EventDoc extends Doc {
  schedules: Array<{ id: number; day_offset: number; end_day_offset?: number; start_time: string; end_time: string }>;
  tickets: Array<Named & { id: number; price: number; tax_amount: number }>;
}

/**
 * A session is sold until it starts (issue 23 item 1), by date and time in the venue's zone: the sandbox's own
 * reading (sandbox/modules/clock.ts), not the storefront's. An end at or before the start on the same day (or at
 * midnight, spec §9) is on the next day.
 */
export function sessionClosed(venue: Pick<VenueInfo, 'timeZone'>, s: EventDoc['schedules'][number], now: Date = new Date()): 'session_ended' | 'session_started' | null {
  const here = venueNow(venue.timeZone, now);
  const today = here.date;
  const startDate = addDays(today, s.day_offset);
  let endDate = addDays(today, s.end_day_offset ?? s.day_offset);
  const start = minutes(s.start_time);
  let end = s.end_time.startsWith('00:00') ? 24 * 60 : minutes(s.end_time);
  if (endDate === startDate && end <= start) end += 24 * 60;
  if (end >= 24 * 60) {
    endDate = addDays(endDate, 1);
    end -= 24 * 60;
  }
  const passed = (date: string, m: number) => today > date || (today === date && here.minutes >= m);
  if (passed(endDate, end)) return 'session_ended';
  return passed(startDate, start) ? 'session_started' : null;
}

function eventLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  return bundle.event.map((l) => {
    const e = catalogueDoc(db, venue.token, 'events', l.event_id) as EventDoc | null;
    const s = e?.schedules.find((x) => x.id === l.schedule_id);
    const t = e?.tickets.find((x) => x.id === l.event_ticket_id);
    if (!e || !s || !t) throw invalid();
    const closed = sessionClosed(venue, s);
    if (closed) throw new PricingError(422, closed, closed === 'session_ended' ? 'This event session has ended' : 'This event session has already started');
    return {
      product_type: 'event',
      ...namedLine(e, t),
      date: addDays(venue.today, s.day_offset),
      start_time: s.start_time,
      end_time: s.end_time,
      quantity: l.quantity,
      ...money(t),
      place: { kind: 'event', event_id: e.id, ticket_id: t.id, schedule_id: s.id, quantity: l.quantity },
      tickets: l.quantity,
      holders: [],
    };
  });
}

interface MembershipDoc extends Doc {
  packages: Array<Named & { id: number; price: number; tax_amount: number; members: number; duration_months?: number; instalments: Array<{ id: number; divisor: number }> }>;
}

function membershipLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  return bundle.membership.map((l) => {
    const row = db.prepare('SELECT data FROM memberships WHERE venue_token = ? AND id = ?').get(venue.token, l.membership_id) as { data: string } | undefined;
    const m = row ? (JSON.parse(row.data) as MembershipDoc) : null;
    const p = m?.packages.find((x) => x.id === l.membership_package_id);
    if (!m || !p) throw invalid();
    // Spec §9: an instalment plan divides price and tax by its divisor; the order pays the first instalment.
    const plan = l.instalment_id == null ? { divisor: 1 } : p.instalments.find((i) => i.id === l.instalment_id);
    if (!plan) throw invalid();
    if (l.start_date < venue.today) throw new PricingError(422, 'membership_past', 'The membership cannot start in the past');
    return {
      product_type: 'membership',
      ...namedLine(m, p),
      date: l.start_date,
      start_time: null,
      end_time: null,
      quantity: 1,
      // The first instalment, which carries the fils the division leaves over (sandbox/modules/instalments.ts).
      price: instalmentPart(p.price, plan.divisor, 0),
      tax_amount: instalmentPart(p.tax_amount, plan.divisor, 0),
      place: null,
      extra: { membership: { end_date: periodEnd(l.start_date, p.duration_months ?? 1), duration_months: p.duration_months ?? 1, package_price: p.price, package_tax: p.tax_amount, instalments: Math.max(1, Math.floor(plan.divisor)) } },
      tickets: Math.max(1, Math.min(p.members, l.customers.length || 1)),
      holders: names(l.customers),
    };
  });
}

function workshopLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  return bundle.workshop.map((l) => {
    const q = quoteWorkshop(db, venue, { workshop_program_id: l.workshop_program_id, product_id: l.product_id, start_date: l.start_date, days: l.days }, l.workshop_id);
    return {
      product_type: 'academy',
      name: q.academy.name,
      ar_name: q.academy.ar_name ?? null,
      detail: q.programme.name,
      ar_detail: q.programme.ar_name ?? null,
      date: l.start_date,
      start_time: q.programme.start_time,
      end_time: q.programme.end_time,
      quantity: l.quantity,
      price: q.price,
      tax_amount: q.tax_amount,
      place: null,
      programme: { sessions: q.sessions, session_minutes: null, start_date: l.start_date, end_date: q.end_date, days: [...l.days].sort((a, b) => a - b), package: q.pack.name, ar_package: q.pack.ar_name ?? null },
      tickets: l.quantity,
      holders: [],
    };
  });
}

function trainingLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  return bundle.training.map((l) => {
    const t = catalogueDoc(db, venue.token, 'trainers', l.trainer_id) as (Doc & { packages: Array<Named & { id: number; price: number; tax_amount: number; sessions?: number; session_minutes?: number }> }) | null;
    const p = t?.packages.find((x) => x.id === l.training_package_id);
    if (!t || !p) throw invalid();
    const programme: ProgrammeFacts = { sessions: (p.sessions ?? 1) * l.quantity, session_minutes: p.session_minutes ?? null, start_date: null, end_date: null, days: null, package: p.name, ar_package: p.ar_name ?? null };
    return { product_type: 'trainer', name: t.name, ar_name: t.ar_name ?? null, detail: p.name, ar_detail: p.ar_name ?? null, date: null, start_time: null, end_time: null, quantity: l.quantity, ...money(p), place: null, programme, tickets: l.quantity, holders: [] };
  });
}

function offerLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  const offers = contentItems(db, venue.token, 'offers') as Array<Doc & { offer_price: number; tax_amount?: number; valid_until?: string | null; description?: string | null; ar_description?: string | null }>;
  return bundle.offers.map((l) => {
    const o = offers.find((x) => x.id === l.offer_id);
    if (!o) throw invalid();
    if (o.valid_until && o.valid_until.slice(0, 10) < venue.today) throw new PricingError(422, 'offer_expired', 'This offer has expired');
    return { product_type: 'offer', name: o.name, ar_name: o.ar_name ?? null, detail: null, ar_detail: null, date: null, start_time: null, end_time: null, quantity: l.quantity, ...money({ price: o.offer_price, tax_amount: o.tax_amount }), place: null, extra: { offer: { description: o.description ?? null, ar_description: o.ar_description ?? null, valid_until: o.valid_until?.slice(0, 10) ?? null } }, tickets: l.quantity, holders: [] };
  });
}

type PosProduct = Doc & { price: number; tax_amount?: number; outlet_id?: number | null };

function posLines(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  if (!bundle.pos.length) return [];
  const outlets = contentItems(db, venue.token, 'outlets') as Array<Doc & { location?: string | null; ar_location?: string | null; categories?: Array<{ products: PosProduct[] }> }>;
  const menu = outlets.flatMap((o) => (o.categories ?? []).flatMap((c) => c.products.map((p) => ({ ...p, outlet_id: o.id, outlet: o }))));
  const retail = (contentItems(db, venue.token, 'retail_products') as PosProduct[]).map((p) => ({ ...p, outlet: outlets.find((o) => o.id === p.outlet_id) ?? null }));
  const seen = new Set<number>();
  return bundle.pos.map((l) => {
    const p = [...menu, ...retail].find((x) => x.id === l.product_id && (l.outlet_id == null || x.outlet_id === l.outlet_id));
    if (!p) throw invalid();
    // Spec §4: POS items come from one outlet; an order of two is refused (issue 23 item 1).
    if (p.outlet_id != null) seen.add(p.outlet_id);
    if (seen.size > 1) throw new PricingError(422, 'outlets_mixed', 'Products from more than one outlet cannot be ordered together');
    return { product_type: 'pos', name: p.name, ar_name: p.ar_name ?? null, detail: p.outlet?.name ?? null, ar_detail: p.outlet?.ar_name ?? null, date: null, start_time: null, end_time: null, quantity: l.quantity, ...money(p), place: null, ...(p.outlet ? { extra: { outlet: { name: p.outlet.name, ar_name: p.outlet.ar_name ?? null, location: p.outlet.location ?? null, ar_location: p.outlet.ar_location ?? null } } } : {}), tickets: 1, holders: [] };
  });
}

/** Every line of the bundle, priced; throws PricingError for a product of another venue or one that cannot be sold. */
export function priceBundle(db: DB, venue: VenueInfo, bundle: Bundle): PricedLine[] {
  const hasMembership = bundle.membership.length > 0;
  const others = bundle.capacity_facility.length + bundle.event.length + bundle.workshop.length + bundle.training.length + bundle.offers.length + bundle.pos.length;
  // Spec §4: membership is never mixed with other product types.
  if (hasMembership && others) throw new PricingError(422, 'membership_mixed', "Membership can't be purchased with other services.");
  const lines = [
    ...facilityLines(db, venue, bundle),
    ...eventLines(db, venue, bundle),
    ...membershipLines(db, venue, bundle),
    ...workshopLines(db, venue, bundle),
    ...trainingLines(db, venue, bundle),
    ...offerLines(db, venue, bundle),
    ...posLines(db, venue, bundle),
  ];
  if (!lines.length) throw new PricingError(422, 'empty', 'Your cart is empty');
  if (lines.reduce((n, l) => n + l.tickets, 0) > MAX_TICKETS) throw new PricingError(422, 'invalid', `At most ${MAX_TICKETS} tickets can be bought in one order`);
  return lines;
}
