import { z } from 'zod';
import type { DB } from '../db';
import { parsePart } from '../seed-schema';
import { SeedError } from '../module';
import { todayIn } from './clock';

/**
 * Commerce tables and seed (sandbox/README.md "Commerce"): promo codes, member card benefits, event ticket
 * capacities and the venue address per venue; wallet, q-points and partner credit per customer; saved cards; and the
 * orders with their lines, tickets, event places and idempotency keys.
 */
export const HOLD_MINUTES = 15;
export const HOLD_MS = HOLD_MINUTES * 60_000;
/** Expiry of a confirmed place: never. */
export const FOREVER = 253_402_300_799_000;
const IDEMPOTENCY_MS = 24 * 60 * 60_000;

export const LINE_TYPES = ['facility', 'event', 'membership', 'academy', 'trainer', 'pos', 'offer', 'addon'] as const;
export type LineType = (typeof LINE_TYPES)[number];

const appliesTo = z.union([z.literal('all'), z.array(z.enum(LINE_TYPES)).min(1)]);
const promoSeed = z.object({
  code: z.string().min(1).max(40),
  percent: z.number().positive().max(100),
  applies_to: appliesTo,
  /** Last valid day, as a day offset from the venue's today (negative: already expired). */
  expires_day_offset: z.number().int().nullish(),
});
const commercePart = z
  .object({
    address: z.string().nullish(),
    ar_address: z.string().nullish(),
    /** Storefront host names the payment page may send the browser back to (any http(s) origin when absent). */
    return_hosts: z.array(z.string().min(1)).nullish(),
    promo_codes: z.array(promoSeed).default([]),
    member_benefits: z.object({ percent: z.number().positive().max(100), applies_to: appliesTo }).nullish(),
    ticket_capacities: z.array(z.object({ event_id: z.number().int(), ticket_id: z.number().int(), capacity: z.number().int().nonnegative() })).default([]),
  })
  .optional();
export type CommercePart = NonNullable<z.infer<typeof commercePart>>;
export type PromoSeed = z.infer<typeof promoSeed>;

const balanceSeed = z.object({
  email: z.string().email(),
  wallet: z.number().nonnegative().default(0),
  qpoints: z.number().nonnegative().default(0),
  credit_limit: z.number().nonnegative().nullish(),
  credit_used: z.number().nonnegative().default(0),
});
const cardSeed = z.object({
  email: z.string().email(),
  id: z.string().min(1).max(40),
  card_number: z.string().regex(/^\d{6}\*{6}\d{4}$/),
  expiry: z.string().nullish(),
  holder: z.string().nullish(),
});

export function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS cm_venues (venue_token TEXT PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS cm_ticket_capacity (venue_token TEXT NOT NULL, event_id INTEGER NOT NULL, ticket_id INTEGER NOT NULL, capacity INTEGER NOT NULL, PRIMARY KEY (venue_token, ticket_id));
    CREATE TABLE IF NOT EXISTS cm_balances (customer_id INTEGER PRIMARY KEY, wallet REAL NOT NULL, qpoints REAL NOT NULL, credit_limit REAL, credit_used REAL NOT NULL DEFAULT 0);
    CREATE TABLE IF NOT EXISTS cm_cards (id TEXT PRIMARY KEY, customer_id INTEGER NOT NULL, card_number TEXT NOT NULL, expiry TEXT, holder TEXT);
    CREATE TABLE IF NOT EXISTS cm_orders (
      id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, token TEXT NOT NULL UNIQUE, transaction_id TEXT UNIQUE,
      customer_id INTEGER NOT NULL, status TEXT NOT NULL, locale TEXT NOT NULL, return_url TEXT NOT NULL, currency TEXT NOT NULL,
      customer_name TEXT NOT NULL, email TEXT, mobile TEXT, promo_code TEXT, notes TEXT, card_id TEXT, save_card INTEGER NOT NULL DEFAULT 0,
      subtotal REAL NOT NULL, tax REAL NOT NULL, discount REAL NOT NULL, total REAL NOT NULL,
      paid_card REAL NOT NULL, paid_wallet REAL NOT NULL, paid_qpoints REAL NOT NULL, paid_credit REAL NOT NULL,
      created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, decided_at INTEGER, is_baps INTEGER NOT NULL DEFAULT 0);
    CREATE INDEX IF NOT EXISTS cm_orders_customer ON cm_orders (customer_id, status);
    CREATE TABLE IF NOT EXISTS cm_order_lines (
      order_id INTEGER NOT NULL, idx INTEGER NOT NULL, product_type TEXT NOT NULL, name TEXT NOT NULL, ar_name TEXT, detail TEXT, ar_detail TEXT,
      date TEXT, start_time TEXT, end_time TEXT, quantity INTEGER NOT NULL, price REAL NOT NULL, tax_amount REAL NOT NULL, discount REAL NOT NULL,
      total REAL NOT NULL, place TEXT, programme TEXT, extra TEXT, PRIMARY KEY (order_id, idx));
    CREATE TABLE IF NOT EXISTS cm_tickets (
      code TEXT PRIMARY KEY, order_id INTEGER NOT NULL, product_type TEXT NOT NULL, name TEXT NOT NULL, ar_name TEXT, detail TEXT, ar_detail TEXT,
      date TEXT, start_time TEXT, end_time TEXT, holder TEXT);
    CREATE TABLE IF NOT EXISTS cm_event_places (
      order_id INTEGER NOT NULL, venue_token TEXT NOT NULL, event_id INTEGER NOT NULL, ticket_id INTEGER NOT NULL, schedule_id INTEGER NOT NULL,
      quantity INTEGER NOT NULL, expires_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS cm_event_places_ticket ON cm_event_places (venue_token, ticket_id, schedule_id);
    CREATE TABLE IF NOT EXISTS cm_family (
      id INTEGER PRIMARY KEY AUTOINCREMENT, owner_id INTEGER NOT NULL, name TEXT NOT NULL, email TEXT, mobile_number TEXT, country_code TEXT, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS cm_idempotency (venue_token TEXT NOT NULL, key TEXT NOT NULL, status INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (venue_token, key));
  `);
  // Databases made before orders kept the order payload's isBaps (spec §3), or before trainer and academy lines kept
  // their programme facts, get the columns.
  const orderCols = db.prepare('PRAGMA table_info(cm_orders)').all() as Array<{ name: string }>;
  if (!orderCols.some((c) => c.name === 'is_baps')) db.exec('ALTER TABLE cm_orders ADD COLUMN is_baps INTEGER NOT NULL DEFAULT 0');
  const lineCols = db.prepare('PRAGMA table_info(cm_order_lines)').all() as Array<{ name: string }>;
  if (!lineCols.some((c) => c.name === 'programme')) db.exec('ALTER TABLE cm_order_lines ADD COLUMN programme TEXT');
  if (!lineCols.some((c) => c.name === 'extra')) db.exec('ALTER TABLE cm_order_lines ADD COLUMN extra TEXT');
}

export const TABLES = ['cm_family', 'cm_idempotency', 'cm_event_places', 'cm_tickets', 'cm_order_lines', 'cm_orders', 'cm_cards', 'cm_balances', 'cm_ticket_capacity', 'cm_venues'];

export function load(db: DB, seed: Record<string, unknown> & { venues: Array<Record<string, unknown>> }): void {
  const insVenue = db.prepare('INSERT INTO cm_venues (venue_token, data) VALUES (?, ?)');
  const insCap = db.prepare('INSERT INTO cm_ticket_capacity (venue_token, event_id, ticket_id, capacity) VALUES (?, ?, ?, ?)');
  seed.venues.forEach((v, i) => {
    const part = parsePart(commercePart, v.commerce, ['venues', i, 'commerce']);
    if (!part) return;
    insVenue.run(String(v.token), JSON.stringify(part));
    for (const c of part.ticket_capacities) insCap.run(String(v.token), c.event_id, c.ticket_id, c.capacity);
  });
  const customerId = (email: string, path: (string | number)[]) => {
    const row = db.prepare('SELECT id FROM customers WHERE lower(email) = lower(?) AND is_anonymous = 0').get(email) as { id: number } | undefined;
    if (!row) throw new SeedError(`  - ${path.join('.')}.email: no account with email ${email}`);
    return row.id;
  };
  const balances = parsePart(z.array(balanceSeed).default([]), seed.customer_balances, ['customer_balances']);
  balances.forEach((b, i) =>
    db
      .prepare('INSERT INTO cm_balances (customer_id, wallet, qpoints, credit_limit, credit_used) VALUES (?, ?, ?, ?, ?)')
      .run(customerId(b.email, ['customer_balances', i]), b.wallet, b.qpoints, b.credit_limit ?? null, b.credit_used),
  );
  const cards = parsePart(z.array(cardSeed).default([]), seed.saved_cards, ['saved_cards']);
  cards.forEach((c, i) =>
    db
      .prepare('INSERT INTO cm_cards (id, customer_id, card_number, expiry, holder) VALUES (?, ?, ?, ?, ?)')
      .run(c.id, customerId(c.email, ['saved_cards', i]), c.card_number, c.expiry ?? null, c.holder ?? null),
  );
}

export function commerceVenue(db: DB, token: string): CommercePart {
  const row = db.prepare('SELECT data FROM cm_venues WHERE venue_token = ?').get(token) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as CommercePart) : { promo_codes: [], ticket_capacities: [] };
}

export interface VenueInfo {
  token: string;
  venueId: number;
  name: string;
  arName: string | null;
  currency: string;
  timeZone: string;
  today: string;
}

export function venueInfo(db: DB, token: string | null): VenueInfo | null {
  const row = token ? (db.prepare('SELECT venue_id, config FROM venues WHERE token = ?').get(token) as { venue_id: number; config: string } | undefined) : undefined;
  if (!row || !token) return null;
  const c = JSON.parse(row.config) as { venue_name?: string; ar_venue_name?: string | null; currency?: string; time_zone?: string };
  const timeZone = c.time_zone ?? 'Asia/Dubai';
  return { token, venueId: row.venue_id, name: c.venue_name ?? token, arName: c.ar_venue_name ?? null, currency: c.currency ?? 'AED', timeZone, today: todayIn(timeZone) };
}

/** Ticket places still free for one ticket on one schedule (null: the ticket has no capacity limit). */
export function ticketRemaining(db: DB, token: string, ticketId: number, scheduleId: number, now = Date.now()): number | null {
  const cap = db.prepare('SELECT capacity FROM cm_ticket_capacity WHERE venue_token = ? AND ticket_id = ?').get(token, ticketId) as { capacity: number } | undefined;
  if (!cap) return null;
  const sold = db
    .prepare('SELECT COALESCE(SUM(quantity), 0) AS n FROM cm_event_places WHERE venue_token = ? AND ticket_id = ? AND schedule_id = ? AND expires_at > ?')
    .get(token, ticketId, scheduleId, now) as { n: number };
  return cap.capacity - sold.n;
}

/** GET events/{id}: a ticket is sold out when no schedule has a place left. */
export function ticketSoldOut(db: DB, token: string, ticketId: number, scheduleIds: number[]): boolean {
  const left = scheduleIds.map((s) => ticketRemaining(db, token, ticketId, s));
  return left.length > 0 && left.every((n) => n !== null && n <= 0);
}

export function storedAnswer(db: DB, token: string, key: string): { status: number; body: unknown } | null {
  const row = db.prepare('SELECT status, body FROM cm_idempotency WHERE venue_token = ? AND key = ? AND created_at > ?').get(token, key, Date.now() - IDEMPOTENCY_MS) as
    | { status: number; body: string }
    | undefined;
  return row ? { status: row.status, body: JSON.parse(row.body) } : null;
}

export function storeAnswer(db: DB, token: string, key: string, reply: { status: number; body: unknown }): void {
  db.prepare('INSERT OR REPLACE INTO cm_idempotency (venue_token, key, status, body, created_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    key,
    reply.status,
    JSON.stringify(reply.body),
    Date.now(),
  );
}

export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The customer's family (customers-associated): the seeded members (the self-service module loads them, keeping their
 * ids), then members saved at checkout ('Save this member to family') or added on the family page.
 */
export interface SavedMember {
  customer_id: number;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile_number: string | null;
  country_code: string | null;
  dob: string | null;
  gender: string | null;
  nationality: number | null;
  is_primary: 0;
}
export function savedFamily(db: DB, ownerId: number): SavedMember[] {
  return (
    db.prepare('SELECT * FROM cm_family WHERE owner_id = ? ORDER BY (seed_id IS NULL), id').all(ownerId) as Array<
      Omit<SavedMember, 'customer_id' | 'is_primary'> & { id: number; seed_id: number | null }
    >
  ).map((f) => ({
    customer_id: f.seed_id ?? FAMILY_ID_BASE + f.id,
    name: f.name,
    first_name: f.first_name,
    last_name: f.last_name,
    email: f.email,
    mobile_number: f.mobile_number,
    country_code: f.country_code,
    dob: f.dob,
    gender: f.gender,
    nationality: f.nationality,
    is_primary: 0,
  }));
}
/** Saved members' ids start above the seeded family ids. */
export const FAMILY_ID_BASE = 50_000;

/**
 * A family member's saved answers to additional fields (customers-associated/additional-data), only from the
 * owner's own family: null when the id is not one of theirs.
 */
export function memberAdditionalData(db: DB, ownerId: number, customerId: number): unknown[] | null {
  if (!Number.isInteger(customerId) || customerId <= 0) return null;
  const row = (
    customerId > FAMILY_ID_BASE
      ? db.prepare('SELECT additional_fields FROM cm_family WHERE id = ? AND owner_id = ? AND seed_id IS NULL').get(customerId - FAMILY_ID_BASE, ownerId)
      : db.prepare('SELECT additional_fields FROM cm_family WHERE seed_id = ? AND owner_id = ?').get(customerId, ownerId)
  ) as { additional_fields: string | null } | undefined;
  if (!row) return null;
  const parsed: unknown = row.additional_fields ? JSON.parse(row.additional_fields) : [];
  return Array.isArray(parsed) ? parsed : [];
}
