import { z } from 'zod';
import { checked, fail, type Ctx, type Reply, type Router } from '../http';
import type { SandboxModule } from '../module';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';
import { PAGE_SIZE } from '../../lib/provider/catalogue-common';
import { clockTime } from '../../lib/provider/catalogue-common';
import { eventDetailSchema, eventResponseSchema, eventsResponseSchema, type eventSummarySchema } from '../../lib/provider/events';
import { trainerDetailSchema, trainerResponseSchema, trainersResponseSchema } from '../../lib/provider/trainers';
import { academyDetailSchema, academyProgrammeSchema, academyResponseSchema, academiesResponseSchema } from '../../lib/provider/academies';
import { membershipSchema, membershipsResponseSchema } from '../../lib/provider/memberships';
import { addDays, programmeDayIn, todayIn } from './clock';
import { ticketSoldOut } from './commerce-store';

/**
 * Catalogue reads (sandbox/README.md "Catalogue: events, trainers, academies, memberships"). Events, trainers and
 * academies stay documents in the core `catalogue` table so `search/global` finds them; this module validates
 * their full shape and serves them. Dates in the seed are day offsets from "today" in the venue's time zone, so
 * the catalogue always looks current (and the e2e "today" filter always has something to show).
 */
const scheduleSeed = z.object({
  id: z.number().int(),
  day_offset: z.number().int(),
  end_day_offset: z.number().int().optional(),
  start_time: clockTime,
  end_time: clockTime,
});
const eventSeed = eventDetailSchema
  .omit({ start_date: true, end_date: true, from_price: true, from_tax_amount: true, schedules: true, location_name: true, ar_location_name: true })
  .extend({ schedules: z.array(scheduleSeed).min(1) });
type EventSeed = z.output<typeof eventSeed>;

const trainerSeed = trainerDetailSchema.omit({ from_price: true, from_tax_amount: true });
const programmeSeed = academyProgrammeSchema
  .omit({ start_date: true, end_date: true })
  .extend({ start_day_offset: z.number().int(), end_day_offset: z.number().int() });
const academySeed = academyDetailSchema.omit({ from_price: true, from_tax_amount: true, programmes: true }).extend({ programmes: z.array(programmeSeed) });

const venuePart = z
  .object({
    events: z.array(eventSeed).default([]),
    trainers: z.array(trainerSeed).default([]),
    academies: z.array(academySeed).default([]),
    memberships: z.array(membershipSchema).default([]),
  })
  .passthrough();

function migrate(db: DB): void {
  db.exec('CREATE TABLE IF NOT EXISTS memberships (venue_token TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (venue_token, id))');
}

function load(db: DB, seed: { venues: unknown[] }): void {
  const ins = db.prepare('INSERT INTO memberships (venue_token, id, data) VALUES (?, ?, ?)');
  seed.venues.forEach((raw, i) => {
    // Validated here in full; the core module has already stored events, trainers and academies as documents.
    const v = parsePart(venuePart, raw, ['venues', i]);
    const token = (raw as { token: string }).token;
    v.memberships.forEach((m) => ins.run(token, m.id, JSON.stringify(m)));
  });
}

function venueTimeZone(db: DB, token: string): string | null {
  const row = db.prepare('SELECT config FROM venues WHERE token = ?').get(token) as { config: string } | undefined;
  if (!row) return null;
  return (JSON.parse(row.config) as { time_zone?: string }).time_zone ?? 'Asia/Dubai';
}

function docs(db: DB, token: string, kind: string): unknown[] {
  return (db.prepare('SELECT data FROM catalogue WHERE venue_token = ? AND kind = ?').all(token, kind) as Array<{ data: string }>).map((r) =>
    JSON.parse(r.data),
  );
}

function doc(db: DB, token: string, kind: string, id: string): unknown | null {
  if (!/^\d{1,10}$/.test(id)) return null;
  const row = db.prepare('SELECT data FROM catalogue WHERE venue_token = ? AND kind = ? AND id = ?').get(token, kind, id) as { data: string } | undefined;
  return row ? JSON.parse(row.data) : null;
}

function resolveEvent(raw: unknown, today: string) {
  const e: EventSeed = eventSeed.parse(raw);
  const schedules = e.schedules
    .map((s) => ({
      id: s.id,
      start_date: addDays(today, s.day_offset),
      start_time: s.start_time,
      end_date: addDays(today, s.end_day_offset ?? s.day_offset),
      end_time: s.end_time,
    }))
    .sort((a, b) => `${a.start_date} ${a.start_time}`.localeCompare(`${b.start_date} ${b.start_time}`));
  const cheapest = [...e.tickets].sort((a, b) => a.price + a.tax_amount - (b.price + b.tax_amount))[0];
  return {
    ...e,
    schedules,
    start_date: schedules[0]!.start_date,
    end_date: schedules[schedules.length - 1]!.end_date,
    from_price: cheapest?.price ?? null,
    from_tax_amount: cheapest?.tax_amount ?? null,
    location_name: e.location.name,
    ar_location_name: e.location.ar_name ?? null,
  };
}

function summary<T extends Record<string, unknown>>(d: T, drop: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).filter(([k]) => !drop.includes(k)));
}

function pageOf<T>(items: T[], query: URLSearchParams) {
  const requested = Number(query.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  return {
    data: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: items.length,
    per_page: PAGE_SIZE,
    current_page: page,
    total_pages: Math.ceil(items.length / PAGE_SIZE),
  };
}

function fromPrice<P extends { price: number; tax_amount: number }>(packages: P[]) {
  const cheapest = [...packages].sort((a, b) => a.price + a.tax_amount - (b.price + b.tax_amount))[0];
  return { from_price: cheapest?.price ?? null, from_tax_amount: cheapest?.tax_amount ?? null };
}

/** Every catalogue read names its venue by the site-token header. */
function venue(ctx: Ctx): Venue | null {
  const tz = ctx.venueToken ? venueTimeZone(ctx.db, ctx.venueToken) : null;
  return tz && ctx.venueToken ? { token: ctx.venueToken, today: todayIn(tz), programmeDay: programmeDayIn(tz) } : null;
}

function resolveAcademy(raw: unknown, programmeDay: string) {
  const a = academySeed.parse(raw);
  return {
    ...a,
    ...fromPrice(a.packages),
    programmes: a.programmes.map(({ start_day_offset, end_day_offset, ...p }) => ({
      ...p,
      start_date: addDays(programmeDay, start_day_offset),
      end_date: addDays(programmeDay, end_day_offset),
    })),
  };
}

type Venue = { token: string; today: string; programmeDay: string };

function routes(r: Router): void {
  /** A GET of the venue's catalogue: 404 without a known venue. */
  const read = (path: string, answer: (ctx: Ctx, v: Venue) => Reply) =>
    r.add('GET', path, (ctx) => {
      const v = venue(ctx);
      return v ? answer(ctx, v) : fail(404, 'Venue not found');
    });
  /** A GET of one item by id: 404 (`missing`) when the venue has none. */
  const readOne = (path: string, kind: string, missing: string, answer: (ctx: Ctx, v: Venue, raw: unknown) => Reply) =>
    read(path, (ctx, v) => {
      const raw = doc(ctx.db, v.token, kind, ctx.params.id!);
      return raw ? answer(ctx, v, raw) : fail(404, missing);
    });

  read('/api/v2/events', (ctx, v) => {
    const date = (k: string) => {
      const d = ctx.query.get(k);
      return d && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : null;
    };
    const from = date('from');
    const to = date('to');
    const events = docs(ctx.db, v.token, 'events')
      .map((d) => resolveEvent(d, v.today))
      // Past events drop off the list (their detail page still answers).
      .filter((e) => e.end_date >= v.today)
      // Optional date range (YYYY-MM-DD, venue-local): events running on any day of it.
      .filter((e) => !from || e.end_date >= from)
      .filter((e) => !to || e.start_date <= to)
      .sort((a, b) => `${a.start_date} ${a.schedules[0]!.start_time}`.localeCompare(`${b.start_date} ${b.schedules[0]!.start_time}`) || a.id - b.id)
      .map((e) => summary(e, ['description', 'ar_description', 'schedules', 'tickets', 'location', 'time_zone']) as z.input<typeof eventSummarySchema>);
    return checked(eventsResponseSchema, { status: true, data: pageOf(events, ctx.query) });
  });

  readOne('/api/v2/events/:id', 'events', 'Event not found', (ctx, v, raw) => {
    const e = resolveEvent(raw, v.today);
    // A ticket is sold out when no schedule has a place left (capacities and sales: the commerce module).
    const scheduleIds = e.schedules.map((s) => s.id);
    const tickets = e.tickets.map((t) => ({ ...t, sold_out: t.sold_out || ticketSoldOut(ctx.db, v.token, t.id, scheduleIds) }));
    return checked(eventResponseSchema, { status: true, data: { ...e, tickets } });
  });

  read('/api/v2/trainers', (ctx, v) => {
    const items = docs(ctx.db, v.token, 'trainers')
      .map((d) => trainerSeed.parse(d))
      .sort((a, b) => a.id - b.id)
      .map((t) => ({ ...summary(t, ['description', 'ar_description', 'packages', 'languages']), ...fromPrice(t.packages) }));
    return checked(trainersResponseSchema, { status: true, data: pageOf(items, ctx.query) });
  });

  readOne('/api/v2/trainers/:id', 'trainers', 'Trainer not found', (ctx, v, raw) => {
    const t = trainerSeed.parse(raw);
    return checked(trainerResponseSchema, { status: true, data: { ...t, ...fromPrice(t.packages) } });
  });

  read('/api/v2/academies', (ctx, v) => {
    const items = docs(ctx.db, v.token, 'academies')
      .map((d) => resolveAcademy(d, v.programmeDay))
      .sort((a, b) => a.id - b.id)
      .map((a) => summary(a, ['description', 'ar_description', 'packages', 'programmes']));
    return checked(academiesResponseSchema, { status: true, data: pageOf(items, ctx.query) });
  });

  readOne('/api/v2/academies/:id', 'academies', 'Academy not found', (ctx, v, raw) => {
    return checked(academyResponseSchema, { status: true, data: resolveAcademy(raw, v.programmeDay) });
  });

  read('/api/v2/memberships', (ctx, v) => {
    const rows = ctx.db.prepare('SELECT data FROM memberships WHERE venue_token = ? ORDER BY id').all(v.token) as Array<{ data: string }>;
    return checked(membershipsResponseSchema, { status: true, data: rows.map((row) => JSON.parse(row.data)) });
  });
}

export const catalogueEventsModule: SandboxModule = {
  name: 'catalogue-events',
  migrate,
  tables: ['memberships'],
  load: (db, seed) => load(db, seed),
  routes,
};



