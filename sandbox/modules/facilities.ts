import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  addonSchema,
  associatedCustomerSchema,
  associatedAdditionalDataResponseSchema,
  associatedResponseSchema,
  autoFacilityResponseSchema,
  availableFacilitiesResponseSchema,
  additionalFieldSchema,
  customerConfigResponseSchema,
  dependencySchema,
  facilityScheduleSchema,
  fieldConfigResponseSchema,
  filtersResponseSchema,
  rentalsShortResponseSchema,
  scheduleConfigSchema,
  scheduleResponseSchema,
  servicesResponseSchema,
  syncProductSchema,
  syncResponseSchema,
  savedAnswerSchema,
  tagsResponseSchema,
  type FacilityScheduleWire,
  type SyncProductWire,
} from '../../lib/provider/facilities';
import { HEADER } from '../../lib/provider/headers';
import { facilityFree, unitsTaken } from './facility-availability';
import { LINK_MESSAGES, linkRefusal } from './facility-links';
import { addDays, span, venueNow } from './clock';
import { checked, fail, isLoopback, type Ctx, type Router } from '../http';
import { bearerCustomer } from './auth';
import { memberAdditionalData, savedFamily } from './commerce-store';
import type { SandboxModule } from '../module';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';

/**
 * Facility booking (spec §7 facilities calls, cart/sync). Seed dates are day offsets from the venue's today, so the
 * seed stays current. Reservations (cart/sync) are held per x-session-id for HOLD_MINUTES and capacity is checked
 * inside one transaction with the insert, so two customers can never take the last place twice.
 */
export const HOLD_MINUTES = holdMinutes(process.env.SANDBOX_CART_HOLD_MINUTES);

/** SANDBOX_CART_HOLD_MINUTES (1-60, default 15): the e2e sandbox holds for another length than the storefront's usual. */
function holdMinutes(raw: string | undefined): number {
  const n = Number(raw);
  return raw && Number.isInteger(n) && n >= 1 && n <= 60 ? n : 15;
}

const time = z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/);
const offsetRange = { day_offset: z.number().int(), start_time: time, end_time: time };
const named = z.object({ id: z.number(), name: z.string(), ar_name: z.string().nullish() });
const visibility = z.object({ is_visible: z.number(), is_required: z.number() });
const hidden = { is_visible: 0, is_required: 0 };

const seedService = z.object({
  id: z.number(),
  name: z.string(),
  ar_name: z.string().nullish(),
  is_public: z.number().default(1),
  filter_by: z.number().default(1),
  surfaces: z.array(named).default([]),
  formations: z.array(named).default([]),
  outdoor: z.number().default(0),
  configuration: scheduleConfigSchema.default(scheduleConfigSchema.parse({})),
  field_config: z
    .object({ dob: visibility, gender: visibility, nationality: visibility, id: visibility, religion: visibility, tag: visibility })
    .default({ dob: hidden, gender: hidden, nationality: hidden, id: hidden, religion: hidden, tag: hidden }),
  additional_fields: z.array(additionalFieldSchema).default([]),
});
const seedFacility = z.object({
  id: z.number(),
  service_id: z.number(),
  name: z.string(),
  ar_name: z.string().nullish(),
  image: z.string().nullish(),
  per_capacity: z.number().default(0),
  capacity: z.number().default(1),
  is_enable_per_day_capacity: z.number().default(0),
  is_outdoor: z.number().default(0),
  surface_id: z.number().nullish(),
  game_formation_ids: z.array(z.number()).default([]),
  facility_rentals: z.array(z.object({ product_id: z.number(), start_time: time, end_time: time })).min(1),
  bookings: z.array(z.object({ ...offsetRange, attendance: z.number().default(1) })).default([]),
  maintenances: z.array(z.object(offsetRange)).default([]),
  event_schedules: z.array(z.object(offsetRange)).default([]),
  /** spec §3 parent_facilities: the facilities this one is part of (a half court names its full court); children are derived. */
  parent_facility_ids: z.array(z.number()).default([]),
  /** spec §3 workshop_program_schedules: academy classes on the facility, dated by day offsets; weekdays as bits (0: every day). */
  workshop_program_schedules: z
    .array(
      z.object({
        workshop_program_id: z.number().nullish(),
        name: z.string().nullish(),
        ar_name: z.string().nullish(),
        start_day_offset: z.number().int(),
        end_day_offset: z.number().int().nullish(),
        start_time: time,
        end_time: time,
        weekdays: z.number().int().min(0).max(127).default(0),
      }),
    )
    .default([]),
  schedule_control: z
    .array(
      z.object({
        ...offsetRange,
        end_day_offset: z.number().int().nullish(),
        interval_type: z.union([z.literal(0), z.literal(1)]).default(0),
        weekdays: z.number().default(0),
        rentals: z.array(z.number()).default([]),
        channels: z.array(z.enum(['public', 'members', 'partners'])),
      }),
    )
    .default([]),
  default_products: z
    .array(
      z.object({
        product_id: z.number(),
        name: z.string(),
        ar_name: z.string().nullish(),
        product_price: z.number(),
        tax_amount: z.number().default(0),
        dependencies: z.array(dependencySchema).default([]),
      }),
    )
    .default([]),
  products: z
    .array(
      z.object({
        product_id: z.number(),
        name: z.string(),
        ar_name: z.string().nullish(),
        price: z.number(),
        tax_amount: z.number().default(0),
        participant_count: z.number().default(1),
        inventory_enable: z.number().default(0),
        dependencies: z.array(dependencySchema).default([]),
      }),
    )
    .default([]),
  categories: z.array(z.object({ id: z.number(), name: z.string(), ar_name: z.string().nullish(), products: z.array(addonSchema) })).default([]),
});
const seedPart = z
  .object({
    customer_threshold: z.number().nullish(),
    tags: z.array(named).default([]),
    // Family members belong to one customer (owner_email), resolved from the bearer token as customers/me does.
    associated_customers: z.array(associatedCustomerSchema.extend({ owner_email: z.string().email(), additional_fields: z.array(savedAnswerSchema).default([]) })).default([]),
    services: z.array(seedService).default([]),
    facilities: z.array(seedFacility).default([]),
  })
  .optional();
export type SeedFacility = z.infer<typeof seedFacility>;
type Part = NonNullable<z.infer<typeof seedPart>>;

function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS fb_venues (venue_token TEXT PRIMARY KEY, time_zone TEXT NOT NULL, overnight INTEGER NOT NULL, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS fb_reservations (
      id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, session_id TEXT NOT NULL, facility_id INTEGER NOT NULL,
      product_id INTEGER NOT NULL, date TEXT NOT NULL, start_time TEXT NOT NULL, end_time TEXT NOT NULL,
      quantity INTEGER NOT NULL, units INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS fb_res_slot ON fb_reservations (venue_token, facility_id, date);
  `);
}

function load(db: DB, seed: { venues: Array<Record<string, unknown>> }): void {
  const ins = db.prepare('INSERT INTO fb_venues (venue_token, time_zone, overnight, data) VALUES (?, ?, ?, ?)');
  seed.venues.forEach((v, i) => {
    const part = parsePart(seedPart, v.facility_booking, ['venues', i, 'facility_booking']);
    if (!part) return;
    const cfg = (v.config ?? {}) as { time_zone?: string; enable_over_night_booking?: number };
    ins.run(String(v.token), cfg.time_zone ?? 'Asia/Dubai', cfg.enable_over_night_booking ? 1 : 0, JSON.stringify(part));
  });
}

export interface Venue {
  part: Part;
  timeZone: string;
  overnight: boolean;
  today: string;
}

/** The facility booking data of a venue (null when the venue has none). */
export function facilityVenue(db: DB, token: string | null): Venue | null {
  const row = token
    ? (db.prepare('SELECT time_zone, overnight, data FROM fb_venues WHERE venue_token = ?').get(token) as
        | { time_zone: string; overnight: number; data: string }
        | undefined)
    : undefined;
  if (!row) return null;
  return { part: JSON.parse(row.data) as Part, timeZone: row.time_zone, overnight: !!row.overnight, today: venueNow(row.time_zone).date };
}

const venueOf = (ctx: Ctx): Venue | null => facilityVenue(ctx.db, ctx.venueToken);

export function sessionOf(ctx: Ctx): string | null {
  const sid = ctx.headers[HEADER.sessionId];
  return typeof sid === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(sid) ? sid : null;
}

interface ResRow {
  session_id: string;
  facility_id: number;
  product_id: number;
  start_time: string;
  end_time: string;
  quantity: number;
  units: number;
}

function activeReservations(db: DB, venue: string, facilityId: number, date: string): ResRow[] {
  return db
    .prepare('SELECT session_id, facility_id, product_id, start_time, end_time, quantity, units FROM fb_reservations WHERE venue_token = ? AND facility_id = ? AND date = ? AND expires_at > ?')
    .all(venue, facilityId, date, Date.now()) as ResRow[];
}

/**
 * The facility as the schedule call answers it for a date; live holds are folded into bookings unless `holds` is
 * false. With overnight booking the answer also carries the bookings and holds of the day before and the day after
 * (issue 15.6): an opening runs past midnight, so those days' first and last hours decide its slots.
 */
function scheduleOf(db: DB, token: string, v: Venue, f: SeedFacility, date: string, holds = true): FacilityScheduleWire {
  const at = (offset: number) => addDays(v.today, offset);
  const days = v.overnight ? [addDays(date, -1), date, addDays(date, 1)] : [date];
  const bookingsOf = (x: SeedFacility, withHolds: boolean) =>
    days.flatMap((day) => [
      ...x.bookings.filter((b) => at(b.day_offset) === day).map((b) => ({ date: day, start_time: b.start_time, end_time: b.end_time, attendance: b.attendance })),
      ...(withHolds ? activeReservations(db, token, x.id, day) : []).map((h) => ({ date: day, start_time: h.start_time, end_time: h.end_time, attendance: h.units })),
    ]);
  // spec §3 parent/child facilities: each with its bookings and every session's holds (a linked hold always blocks).
  const link = (x: SeedFacility) => ({ id: x.id, name: x.name, ar_name: x.ar_name, bookings: bookingsOf(x, true) });
  const { parent_facility_ids: parents, workshop_program_schedules: classes, ...own } = f;
  return facilityScheduleSchema.parse({
    ...own,
    bookings: bookingsOf(f, holds),
    parent_facilities: v.part.facilities.filter((x) => parents.includes(x.id)).map(link),
    child_facilities: v.part.facilities.filter((x) => x.parent_facility_ids.includes(f.id)).map(link),
    workshop_program_schedules: classes.map(({ start_day_offset, end_day_offset, ...c }) => ({
      ...c,
      start_date: at(start_day_offset),
      end_date: end_day_offset == null ? null : at(end_day_offset),
    })),
    maintenances: f.maintenances.map((m) => ({ date: at(m.day_offset), start_time: m.start_time, end_time: m.end_time })),
    event_schedules: f.event_schedules.map((e) => ({ date: at(e.day_offset), start_time: e.start_time, end_time: e.end_time })),
    schedule_control: f.schedule_control.map((c) => ({
      ...c,
      date: at(c.day_offset),
      end_date: c.end_day_offset == null ? null : at(c.end_day_offset),
    })),
  });
}

const num = (q: URLSearchParams, k: string) => (q.get(k) ? Number(q.get(k)) : null);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function facilitiesFor(v: Venue, q: URLSearchParams): SeedFacility[] {
  const service = num(q, 'venue_service_id');
  const surface = num(q, 'facility_surface_id');
  const outdoor = q.get('is_outdoor');
  const formations = [...q.getAll('game_formations[]'), ...q.getAll('game_formation_id')].filter(Boolean).map(Number);
  const facilityId = num(q, 'facility_id');
  const productId = num(q, 'product_id');
  return v.part.facilities.filter(
    (f) =>
      f.service_id === service &&
      (surface == null || f.surface_id === surface) &&
      (outdoor == null || outdoor === '' || f.is_outdoor === Number(outdoor)) &&
      (!formations.length || formations.some((id) => f.game_formation_ids.includes(id))) &&
      (facilityId == null || f.id === facilityId) &&
      (productId == null || [...f.default_products, ...f.products].some((p) => p.product_id === productId)),
  );
}

/** Is the facility free for [start, end) on the date (opening, bookings, holds, maintenance, events)? */
function freeAt(db: DB, token: string, v: Venue, f: SeedFacility, date: string, start: string, end: string): boolean {
  return facilityFree(scheduleOf(db, token, v, f, date), date, start, end, v.overnight);
}

/** Places taken on [start, end) of the date by bookings and every session's holds (the whole day with per-day capacity). */
function bookedUnits(db: DB, token: string, v: Venue, f: SeedFacility, date: string, start: string, end: string): number {
  return unitsTaken(scheduleOf(db, token, v, f, date), date, start, end, v.overnight, !!f.is_enable_per_day_capacity);
}

/** The same counting confirmed bookings only (the auto call's remaining capacity; holds are listed apart). */
function confirmedUnits(db: DB, token: string, v: Venue, f: SeedFacility, date: string, start: string, end: string): number {
  return unitsTaken(scheduleOf(db, token, v, f, date, false), date, start, end, v.overnight, !!f.is_enable_per_day_capacity);
}

const capacityMessage = (remaining: number, requested: number) =>
  remaining <= 0 ? 'Maximum capacity reached' : `Maximum capacity reached, remaining capacity is ${remaining}, requested capacity is ${requested}`;

/** The facility and product of a line, with the units it takes (quantity x participants on a per-capacity facility). */
export function facilityProduct(v: Venue, facilityId: number, productId: number) {
  const f = v.part.facilities.find((x) => x.id === facilityId);
  const rental = f?.default_products.find((x) => x.product_id === productId);
  const ticket = f?.products.find((x) => x.product_id === productId);
  if (!f || (!rental && !ticket)) return null;
  return { facility: f, rental: rental ?? null, ticket: ticket ?? null, participants: ticket?.participant_count ?? 1 };
}

/**
 * Check capacity and hold places for `owner` (a session id, or an order's `order:<id>`) until `expires`; the caller
 * runs it inside a BEGIN IMMEDIATE transaction. Answers the refusal, or null when the places are held.
 */
export function holdPlaces(db: DB, token: string, v: Venue, p: SyncProductWire, owner: string, expires: number): ReturnType<typeof fail> | null {
  const found = facilityProduct(v, p.facility_id, p.product_id);
  if (!found) return fail(404, 'Product not found');
  const f = found.facility;
  if (p.date < v.today) return fail(422, 'No facility available for selected time slot');
  const units = f.per_capacity ? p.quantity * found.participants : 1;
  // spec §3: a parent or child facility booked or held, or an academy class, refuses the slot with its own code.
  const linked = linkRefusal(scheduleOf(db, token, v, f, p.date), p.date, p.start_time, p.end_time, v.overnight);
  if (linked) return fail(409, LINK_MESSAGES[linked], { code: linked, remaining_capacity: 0 });
  if (f.per_capacity) {
    const remaining = f.capacity - bookedUnits(db, token, v, f, p.date, p.start_time, p.end_time);
    if (units > remaining) return fail(409, capacityMessage(remaining, units), { remaining_capacity: Math.max(0, remaining) });
    if (!freeAt(db, token, v, f, p.date, p.start_time, p.end_time)) return fail(409, capacityMessage(0, units));
  } else if (!freeAt(db, token, v, f, p.date, p.start_time, p.end_time)) return fail(409, capacityMessage(0, units), { remaining_capacity: 0 });
  db.prepare(
    'INSERT INTO fb_reservations (venue_token, session_id, facility_id, product_id, date, start_time, end_time, quantity, units, expires_at) VALUES (?,?,?,?,?,?,?,?,?,?)',
  ).run(token, owner, f.id, p.product_id, p.date, p.start_time, p.end_time, p.quantity, units, expires);
  return null;
}

function routes(r: Router): void {
  const withVenue = (handler: (ctx: Ctx, v: Venue, token: string) => ReturnType<Parameters<Router['add']>[2]>) => (ctx: Ctx) => {
    const v = venueOf(ctx);
    if (!v || !ctx.venueToken) return fail(404, 'Facility booking is not available for this venue');
    return handler(ctx, v, ctx.venueToken);
  };

  r.add(
    'GET',
    '/api/v2/venue/services',
    withVenue((_c, v) =>
      checked(servicesResponseSchema, {
        status: true,
        data: v.part.services.map((s) => ({ id: s.id, name: s.name, ar_name: s.ar_name, is_public: s.is_public, filter_by: s.filter_by })),
      }),
    ),
  );

  r.add(
    'GET',
    '/api/v2/facilities/services/filters/:id',
    withVenue(({ params }, v) => {
      const s = v.part.services.find((x) => x.id === Number(params.id));
      if (!s) return fail(404, 'Service not found');
      return checked(filtersResponseSchema, { status: true, data: { surfaces: s.surfaces, formations: s.formations, outdoor: s.outdoor } });
    }),
  );

  r.add(
    'GET',
    '/api/v2/facilities/schedule',
    withVenue(({ query, db }, v, token) => {
      const s = v.part.services.find((x) => x.id === num(query, 'venue_service_id'));
      const date = query.get('date') ?? '';
      if (!s || !DATE.test(date)) return fail(422, 'venue_service_id and date are required');
      const facilities = facilitiesFor(v, query).map((f) => scheduleOf(db, token, v, f, date));
      return checked(scheduleResponseSchema, { status: true, data: { facilities, configuration: s.configuration } });
    }),
  );

  const slotQuery = (q: URLSearchParams) => {
    const date = q.get('date') ?? '';
    const start = q.get('start_time') ?? '';
    const end = q.get('end_time') ?? '';
    return DATE.test(date) && time.safeParse(start).success && time.safeParse(end).success ? { date, start, end } : null;
  };

  r.add(
    'GET',
    '/api/v2/facilities/fetchAvailableFacilities',
    withVenue(({ query, db }, v, token) => {
      const slot = slotQuery(query);
      if (!slot) return fail(422, 'date, start_time and end_time are required');
      const data = facilitiesFor(v, query)
        .filter((f) => freeAt(db, token, v, f, slot.date, slot.start, slot.end))
        .map((f) => ({ id: f.id, name: f.name, ar_name: f.ar_name, image: f.image, per_capacity: f.per_capacity, capacity: f.capacity, is_enable_per_day_capacity: f.is_enable_per_day_capacity }));
      return checked(availableFacilitiesResponseSchema, { status: true, data });
    }),
  );

  r.add(
    'GET',
    '/api/v2/facilities/auto',
    withVenue((ctx, v, token) => {
      const slot = slotQuery(ctx.query);
      if (!slot) return fail(422, 'date, start_time and end_time are required');
      const sid = sessionOf(ctx);
      const candidates = facilitiesFor(v, ctx.query);
      // A session that holds this slot of a named facility (its cart) still gets the facility's products, so the
      // cart can offer its add-ons (spec §2 cart with add-on cards).
      const ownHold = (x: SeedFacility) =>
        !!sid && ctx.query.has('facility_id') && activeReservations(ctx.db, token, x.id, slot.date).some((h) => h.session_id === sid && h.start_time === slot.start);
      const f = candidates.find((x) => freeAt(ctx.db, token, v, x, slot.date, slot.start, slot.end)) ?? candidates.find(ownHold);
      if (!f) return fail(404, 'No facility available for selected time slot');
      const [from, to] = span(slot.start, slot.end, v.overnight);
      const hours = Math.max(1, Math.round((to - from) / 60));
      const left = f.capacity - confirmedUnits(ctx.db, token, v, f, slot.date, slot.start, slot.end);
      const holds = activeReservations(ctx.db, token, f.id, slot.date);
      const anon = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 12);
      return checked(autoFacilityResponseSchema, {
        status: true,
        data: {
          facility: { id: f.id, name: f.name, ar_name: f.ar_name, image: f.image, per_capacity: f.per_capacity, capacity: f.capacity, is_enable_per_day_capacity: f.is_enable_per_day_capacity },
          default_products: f.default_products.map((p) => ({ ...p, quantity: hours })),
          products: f.products.map((p) => ({
            ...p,
            facility_id: f.id,
            remaining_capacity: Math.max(0, left),
            available_capacity: Math.max(0, left),
            reserved_slots: holds.map((h) => ({ session_id: h.session_id === sid ? 'self' : anon(h.session_id), quantity: h.units, start_time: h.start_time })),
          })),
          categories: f.categories,
        },
      });
    }),
  );

  r.add(
    'GET',
    '/api/v2/facilities/fieldConfig',
    withVenue(({ query }, v) => {
      const s = v.part.services.find((x) => x.id === num(query, 'venue_service_id'));
      if (!s) return fail(404, 'Service not found');
      return checked(fieldConfigResponseSchema, { status: true, data: s.field_config, additional_fields: s.additional_fields });
    }),
  );

  r.add(
    'GET',
    '/api/v2/facilities/facility-rentals/short',
    withVenue(({ query }, v) => {
      const service = num(query, 'venue_service_id');
      const data = v.part.facilities
        .filter((f) => f.service_id === service)
        .flatMap((f) => [...f.default_products, ...f.products])
        .map((p) => ({ product_id: p.product_id, name: p.name, ar_name: p.ar_name }));
      return checked(rentalsShortResponseSchema, { status: true, data });
    }),
  );

  r.add('GET', '/api/v2/facilities/customer-configurations', withVenue((_c, v) => checked(customerConfigResponseSchema, { status: true, data: { customer_threshold: v.part.customer_threshold ?? null } })));
  r.add('GET', '/api/v2/customers/all-tags', withVenue((_c, v) => checked(tagsResponseSchema, { status: true, data: v.part.tags })));
  r.add(
    'GET',
    '/api/v2/customers-associated',
    // The customer's family at any venue (the family page needs it where facility booking is off too). The seeded
    // members are loaded into the family table by the self-service module, followed by members saved later.
    ({ db, headers }) => {
      const me = bearerCustomer(db, headers);
      if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
      return checked(associatedResponseSchema, { status: true, data: savedFamily(db, me.id) });
    },
  );
  r.add(
    'GET',
    '/api/v2/customers-associated/additional-data',
    // spec §7: a saved member's answers to additional fields (query customerId, product_type), the owner's own only.
    ({ db, headers, query }) => {
      const me = bearerCustomer(db, headers);
      if (!me || me === 'invalid') return fail(401, 'Unauthenticated');
      const answers = memberAdditionalData(db, me.id, num(query, 'customerId') ?? 0);
      if (!answers) return fail(404, 'Family member not found');
      return checked(associatedAdditionalDataResponseSchema, { status: true, data: { additional_fields: answers } });
    },
  );

  r.add(
    'POST',
    '/api/v2/cart/sync',
    withVenue((ctx, v, token) => {
      const sid = sessionOf(ctx);
      if (!sid) return fail(400, 'A session id is required');
      const parsed = z.object({ products: z.array(syncProductSchema).min(1).max(50) }).safeParse(ctx.body);
      if (!parsed.success) return fail(422, 'Invalid products');
      const now = Date.now();
      const expires = now + HOLD_MINUTES * 60_000;
      // Check and insert in one transaction: better-sqlite3 runs it without interleaving, so the last place goes once.
      class Refused extends Error {
        constructor(readonly reply: ReturnType<typeof fail>) {
          super('refused');
        }
      }
      const refuse = (reply: ReturnType<typeof fail>) => {
        throw new Refused(reply);
      };
      // A refused line throws, which rolls back the lines reserved before it in the same call.
      const reserve = ctx.db.transaction((products: SyncProductWire[]) => {
        ctx.db.prepare('DELETE FROM fb_reservations WHERE expires_at <= ?').run(now);
        for (const p of products) {
          const refused = holdPlaces(ctx.db, token, v, p, sid, expires);
          if (refused) refuse(refused);
        }
      });
      try {
        reserve.immediate(parsed.data.products);
      } catch (e) {
        if (e instanceof Refused) return e.reply;
        throw e;
      }
      return checked(syncResponseSchema, { status: true, data: { expires_at: new Date(expires).toISOString() } });
    }),
  );

  r.add(
    'DELETE',
    '/api/v2/cart/sync',
    withVenue((ctx, v, token) => {
      const sid = sessionOf(ctx);
      if (!sid) return fail(400, 'A session id is required');
      const body = ctx.body as { products?: unknown } | undefined;
      const list = z.array(syncProductSchema).min(1).max(50).safeParse(Array.isArray(body?.products) ? body.products : [body]);
      if (!list.success) return fail(422, 'Invalid product');
      ctx.db.transaction(() => {
        for (const p of list.data) {
          const f = v.part.facilities.find((x) => x.id === p.facility_id);
          const per = f?.products.find((x) => x.product_id === p.product_id)?.participant_count ?? 1;
          let left = p.quantity;
          const rows = ctx.db
            .prepare('SELECT id, quantity FROM fb_reservations WHERE venue_token = ? AND session_id = ? AND facility_id = ? AND product_id = ? AND date = ? AND start_time = ? ORDER BY id DESC')
            .all(token, sid, p.facility_id, p.product_id, p.date, p.start_time) as Array<{ id: number; quantity: number }>;
          for (const row of rows) {
            if (left <= 0) break;
            if (row.quantity <= left) ctx.db.prepare('DELETE FROM fb_reservations WHERE id = ?').run(row.id);
            else ctx.db.prepare('UPDATE fb_reservations SET quantity = quantity - ?, units = units - ? WHERE id = ?').run(left, f?.per_capacity ? left * per : 0, row.id);
            left -= row.quantity;
          }
        }
      })();
      return checked(syncResponseSchema, { status: true, data: null });
    }),
  );
}

/**
 * Test hook (loopback only): every live hold of a venue, one row per session and line, and the facilities'
 * capacities, so the load test can compare them with what the storefront told its customers (issue 6 §2).
 */
function adminReservations(r: Router): void {
  r.add('GET', '/__admin/reservations', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const venue = ctx.query.get('venue') ?? 'oasis-site-token';
    const rows = ctx.db
      .prepare(
        'SELECT session_id, facility_id, product_id, date, start_time, end_time, SUM(quantity) AS quantity, SUM(units) AS units FROM fb_reservations WHERE venue_token = ? AND expires_at > ? GROUP BY session_id, facility_id, product_id, date, start_time, end_time ORDER BY session_id',
      )
      .all(venue, Date.now());
    const row = ctx.db.prepare('SELECT data FROM fb_venues WHERE venue_token = ?').get(venue) as { data: string } | undefined;
    const facilities = row ? (JSON.parse(row.data) as Part).facilities.map((f) => ({ id: f.id, per_capacity: f.per_capacity, capacity: f.capacity, per_day: f.is_enable_per_day_capacity })) : [];
    return { status: 200, body: { status: true, data: { reservations: rows, facilities } } };
  });
}

export const facilitiesModule: SandboxModule = {
  name: 'facilities',
  migrate,
  tables: ['fb_reservations', 'fb_venues'],
  load: (db, seed) => load(db, seed),
  routes: (r) => {
    routes(r);
    adminReservations(r);
  },
};
