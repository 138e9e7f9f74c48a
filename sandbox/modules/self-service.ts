import {
  familyInputSchema,
  guestsResponseSchema,
  guestUploadRequestSchema,
  guestUploadResponseSchema,
  messageOnlySchema,
  profileResponseSchema,
  supportOpenRequestSchema,
  supportReplyRequestSchema,
  supportTicketResponseSchema,
  supportTicketsResponseSchema,
  type ProfileWire,
} from '../../lib/provider/self-service';
import { associatedCustomerSchema, associatedResponseSchema, savedAnswerSchema } from '../../lib/provider/facilities';
import { checkFamilyBody, checkGuestRows, checkProfileBody, GUEST_FIELDS, passwordProblem, type Guest } from './self-service-checks';
import { venueNow } from './clock';
import { facilityVenue } from './facilities';
import { z } from 'zod';
import type { DB } from '../db';
import { checked, fail, isLoopback, type Ctx, type Reply, type Router } from '../http';
import type { SandboxModule } from '../module';
import { parsePart } from '../seed-schema';
import { hashPassword, passwordMatches, str, type CustomerRow } from './auth';
import { bookingRoutes, isReply, me, page, paged } from './self-service-bookings';
import { FAMILY_ID_BASE, savedFamily, venueInfo, type SavedMember } from './commerce-store';

/**
 * Self-service (issue 13; sandbox/README.md "Self-service"): profile, profile image and documents, change password,
 * family members (customers-associated CRUD), partner guests, support tickets; bookings and money in
 * ./self-service-bookings. Scoped to the bearer's customer throughout: another customer's id answers 404.
 */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const IMAGE_MAX = 1024 * 1024;
const DOCUMENT_MAX = 4 * 1024 * 1024;

function migrate(db: DB): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS ss_profile (customer_id INTEGER PRIMARY KEY, data TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS ss_sessions_used (order_id INTEGER NOT NULL, idx INTEGER NOT NULL, used INTEGER NOT NULL, PRIMARY KEY (order_id, idx));
    CREATE TABLE IF NOT EXISTS ss_line_state (order_id INTEGER NOT NULL, idx INTEGER NOT NULL, state TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (order_id, idx));
    CREATE TABLE IF NOT EXISTS ss_refunds (order_id INTEGER NOT NULL, idx INTEGER NOT NULL, to_kind TEXT NOT NULL, amount REAL NOT NULL, at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ss_ledger (id INTEGER PRIMARY KEY AUTOINCREMENT, customer_id INTEGER NOT NULL, kind TEXT NOT NULL, amount REAL NOT NULL, description TEXT NOT NULL, ar_description TEXT, order_id INTEGER, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ss_guests (id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, partner_id INTEGER NOT NULL, name TEXT NOT NULL, email TEXT NOT NULL, country_code TEXT NOT NULL, mobile_number TEXT NOT NULL, nationality TEXT, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ss_support (id INTEGER PRIMARY KEY AUTOINCREMENT, venue_token TEXT NOT NULL, customer_id INTEGER NOT NULL, subject TEXT NOT NULL, status TEXT NOT NULL, order_id INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS ss_support_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, ticket_id INTEGER NOT NULL, author TEXT NOT NULL, message TEXT NOT NULL, created_at INTEGER NOT NULL);
  `);
  // Family members get the visitor fields and the seeded ids (the commerce module created the table).
  const cols = new Set((db.prepare('PRAGMA table_info(cm_family)').all() as Array<{ name: string }>).map((c) => c.name));
  for (const [c, type] of [['seed_id', 'INTEGER'], ['first_name', 'TEXT'], ['last_name', 'TEXT'], ['dob', 'TEXT'], ['gender', 'TEXT'], ['nationality', 'INTEGER'], ['additional_fields', 'TEXT']] as const) {
    if (!cols.has(c)) db.exec(`ALTER TABLE cm_family ADD COLUMN ${c} ${type}`);
  }
}

/** A seeded family member: the contract's associated customer, and whose family it is. */
const seededMember = associatedCustomerSchema
  .pick({ customer_id: true, name: true, first_name: true, last_name: true, email: true, mobile_number: true, country_code: true, dob: true, gender: true, nationality: true })
  .extend({ customer_id: z.number().int(), owner_email: z.string(), additional_fields: z.array(savedAnswerSchema).default([]) });

/** The seeded associated customers (facility booking overlay) become rows of the family table, editable like any. */
function load(db: DB, seed: { venues: Array<Record<string, unknown>> }): void {
  const ins = db.prepare(
    'INSERT INTO cm_family (owner_id, seed_id, name, first_name, last_name, email, mobile_number, country_code, dob, gender, nationality, additional_fields, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)',
  );
  const seen = new Set<string>();
  seed.venues.forEach((v, i) => {
    const fb = v.facility_booking as { associated_customers?: unknown } | undefined;
    const list = parsePart(z.array(seededMember).default([]), fb?.associated_customers, ['venues', i, 'facility_booking', 'associated_customers']);
    for (const m of list) {
      const owner = db.prepare('SELECT id FROM customers WHERE lower(email) = lower(?) AND is_anonymous = 0').get(m.owner_email) as { id: number } | undefined;
      if (!owner || seen.has(`${owner.id}:${m.customer_id}`)) continue;
      seen.add(`${owner.id}:${m.customer_id}`);
      ins.run(owner.id, m.customer_id, m.name, m.first_name ?? null, m.last_name ?? null, m.email ?? null, m.mobile_number ?? null, m.country_code ?? null, m.dob ?? null, m.gender ?? null, m.nationality ?? null, JSON.stringify(m.additional_fields), 0);
    }
  });
}

type FamilyRow = Omit<SavedMember, 'customer_id' | 'is_primary'> & { id: number; seed_id: number | null };

function ownMember(db: DB, ownerId: number, raw: string | undefined): FamilyRow | null {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) return null;
  const row = (
    n > FAMILY_ID_BASE
      ? db.prepare('SELECT * FROM cm_family WHERE id = ? AND owner_id = ? AND seed_id IS NULL').get(n - FAMILY_ID_BASE, ownerId)
      : db.prepare('SELECT * FROM cm_family WHERE seed_id = ? AND owner_id = ?').get(n, ownerId)
  ) as FamilyRow | undefined;
  return row ?? null;
}

const invalid = (errors: Record<string, string>): Reply => fail(422, 'Please fix all errors', { code: 'invalid', errors });
/** The religions the venue's site config offers (spec §3 site config `religions`), by id. */
const venueReligionIds = (ctx: Ctx): number[] => {
  const row = ctx.venueToken ? (ctx.db.prepare('SELECT config FROM venues WHERE token = ?').get(ctx.venueToken) as { config: string } | undefined) : undefined;
  const religions = row ? ((JSON.parse(row.config) as { religions?: Array<{ id: number }> }).religions ?? []) : [];
  return religions.map((r) => r.id);
};
/** The venue's customer tags (customers/all-tags), what the profile's purpose of visit is one of. */
const venueTags = (ctx: Ctx) => facilityVenue(ctx.db, ctx.venueToken)?.part.tags ?? [];
const todayOf = (ctx: Ctx) => venueNow(venueInfo(ctx.db, ctx.venueToken)?.timeZone ?? 'Asia/Dubai').date;

interface Extras {
  id_proof_type_id?: number | null;
  id_proof_number?: string | null;
  expiry_date?: string | null;
  passport_issue_date?: string | null;
  place_of_birth?: string | null;
  religion_id?: number | null;
  customer_tag?: { id: number; name: string; ar_name?: string | null } | null;
  booking_reason?: string | null;
  documents?: ProfileWire['documents'];
}
const extrasOf = (db: DB, id: number): Extras => {
  const row = db.prepare('SELECT data FROM ss_profile WHERE customer_id = ?').get(id) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Extras) : {};
};
const saveExtras = (db: DB, id: number, e: Extras) => db.prepare('INSERT OR REPLACE INTO ss_profile (customer_id, data) VALUES (?, ?)').run(id, JSON.stringify(e));

function profileOf(db: DB, id: number): ProfileWire {
  const c = db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow;
  const e = extrasOf(db, id);
  return {
    id: c.id,
    first_name: c.first_name,
    last_name: c.last_name,
    email: c.email,
    country_code: c.country_code,
    mobile_number: c.mobile_number,
    dob: c.dob && /^\d{4}-\d{2}-\d{2}$/.test(c.dob) ? c.dob : null,
    gender: c.gender,
    nationality: c.nationality,
    id_proof_type_id: e.id_proof_type_id ?? null,
    id_proof_number: e.id_proof_number ?? null,
    expiry_date: e.expiry_date ?? null,
    passport_issue_date: e.passport_issue_date ?? null,
    place_of_birth: e.place_of_birth ?? null,
    religion_id: e.religion_id ?? null,
    customer_tag: e.customer_tag ?? null,
    booking_reason: e.booking_reason ?? null,
    documents: e.documents ?? {},
    profile_image: c.profile_image,
    membership_card_number: c.membership_card_number,
    b2b_id: c.b2b_id,
    b2b_type: c.b2b_type,
    entity_name: c.entity_name,
  };
}

const field = (body: unknown, k: string) => str(body, k);

function supportEnabled(db: DB, token: string | null): boolean {
  const row = token ? (db.prepare('SELECT config FROM venues WHERE token = ?').get(token) as { config: string } | undefined) : undefined;
  return !!row && (JSON.parse(row.config) as { allow_support?: number }).allow_support === 1;
}

function ticketOf(db: DB, t: { id: number; subject: string; status: string; order_id: number | null; created_at: number; updated_at: number }) {
  const messages = (db.prepare('SELECT id, author, message, created_at FROM ss_support_messages WHERE ticket_id = ? ORDER BY id').all(t.id) as Array<{
    id: number;
    author: 'customer' | 'venue';
    message: string;
    created_at: number;
  }>).map((m) => ({ ...m, created_at: new Date(m.created_at).toISOString() }));
  return { id: t.id, subject: t.subject, status: t.status, order_id: t.order_id, created_at: new Date(t.created_at).toISOString(), updated_at: new Date(t.updated_at).toISOString(), messages };
}
type TicketRow = { id: number; subject: string; status: string; order_id: number | null; created_at: number; updated_at: number };
const TEXT_MAX = 4000;

function routes(r: Router): void {
  bookingRoutes(r);

  // ------------------------------------------------------------ profile
  r.add('GET', '/api/v2/customers/profile', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    return checked(profileResponseSchema, { status: true, data: profileOf(ctx.db, c.id) });
  });

  r.add('POST', '/api/v2/customers/profile', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const keys = ['first_name', 'last_name', 'email', 'country_code', 'mobile_number', 'dob', 'gender', 'nationality', 'id_proof_type_id', 'id_proof_number', 'expiry_date', 'passport_issue_date', 'place_of_birth', 'booking_reason', 'religion_id', 'customer_tag'] as const;
    const checkedInput = checkProfileBody(Object.fromEntries(keys.map((k) => [k, field(ctx.body, k)])), todayOf(ctx));
    if ('errors' in checkedInput) return invalid(checkedInput.errors);
    const v = checkedInput.value;
    const clash = (sql: string, ...args: unknown[]) => !!ctx.db.prepare(sql).get(...args);
    const errors: Record<string, string> = {};
    if (clash('SELECT 1 FROM customers WHERE lower(email) = lower(?) AND is_anonymous = 0 AND id != ?', v.email, c.id)) errors.email = 'emailTaken';
    if (clash('SELECT 1 FROM customers WHERE country_code = ? AND mobile_number = ? AND is_anonymous = 0 AND id != ?', v.country_code, v.mobile_number, c.id)) errors.mobile_number = 'mobileTaken';
    if (v.religion_id !== null && !venueReligionIds(ctx).includes(v.religion_id)) errors.religion_id = 'required';
    if (v.customer_tag !== null && !venueTags(ctx).some((t) => t.id === v.customer_tag)) errors.customer_tag = 'required';
    if (Object.keys(errors).length) return invalid(errors);
    ctx.db.transaction(() => {
      ctx.db
        .prepare('UPDATE customers SET first_name = ?, last_name = ?, name = NULL, email = ?, country_code = ?, mobile_number = ?, dob = ?, gender = ?, nationality = ? WHERE id = ?')
        .run(v.first_name, v.last_name, v.email, v.country_code, v.mobile_number, v.dob, v.gender, v.nationality, c.id);
      const e = extrasOf(ctx.db, c.id);
      saveExtras(ctx.db, c.id, {
        ...e,
        id_proof_type_id: v.id_proof_type_id,
        id_proof_number: v.id_proof_number,
        expiry_date: v.expiry_date,
        passport_issue_date: v.passport_issue_date,
        place_of_birth: v.place_of_birth,
        booking_reason: v.booking_reason,
        religion_id: v.religion_id,
        customer_tag: venueTags(ctx).find((t) => t.id === v.customer_tag) ?? null,
      });
    })();
    return checked(profileResponseSchema, { status: true, message: 'Profile updated', data: profileOf(ctx.db, c.id) });
  });

  const upload = (ctx: Ctx, types: string[], max: number): File | Reply => {
    const file = ctx.body instanceof FormData ? ctx.body.get('file') : null;
    if (!(file instanceof File) || file.size === 0) return fail(422, 'Choose a file', { code: 'invalid', errors: { file: 'required' } });
    if (!types.includes(file.type)) return fail(422, 'Invalid file type', { code: 'invalid', errors: { file: 'fileType' } });
    if (file.size > max) return fail(422, 'The file is too large', { code: 'invalid', errors: { file: 'fileTooLarge' } });
    return file;
  };

  r.add('POST', '/api/v2/customers/profile/image', async (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const file = upload(ctx, IMAGE_TYPES, IMAGE_MAX);
    if (isReply(file)) return file;
    const url = `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`;
    ctx.db.prepare('UPDATE customers SET profile_image = ? WHERE id = ?').run(url, c.id);
    return checked(profileResponseSchema, { status: true, message: 'Profile image updated', data: profileOf(ctx.db, c.id) });
  });

  r.add('POST', '/api/v2/customers/profile/documents', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const key = field(ctx.body, 'key');
    if (!/^[a-z_]{2,30}$/.test(key)) return fail(422, 'Unknown document', { code: 'invalid', errors: { key: 'required' } });
    const file = upload(ctx, DOCUMENT_TYPES, DOCUMENT_MAX);
    if (isReply(file)) return file;
    const e = extrasOf(ctx.db, c.id);
    saveExtras(ctx.db, c.id, { ...e, documents: { ...(e.documents ?? {}), [key]: { name: file.name.slice(0, 120), type: file.type, size: file.size, uploaded_at: new Date().toISOString() } } });
    return checked(profileResponseSchema, { status: true, message: 'Document uploaded', data: profileOf(ctx.db, c.id) });
  });

  r.add('POST', '/api/v2/auth/password/change', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    const current = field(ctx.body, 'current_password');
    const next = field(ctx.body, 'password');
    const errors: Record<string, string> = {};
    if (!passwordMatches(c.password_hash, current)) errors.current_password = 'currentPasswordWrong';
    const weak = passwordProblem(next);
    if (weak) errors.password = weak;
    if (field(ctx.body, 'confirm_password') !== next) errors.confirm_password = 'passwordMismatch';
    if (Object.keys(errors).length) return invalid(errors);
    ctx.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hashPassword(next), c.id);
    return checked(messageOnlySchema, { status: true, message: 'Password changed' });
  });

  // ------------------------------------------------------------ family (customers-associated)
  const familyBody = (ctx: Ctx) => {
    const b = ctx.body instanceof FormData ? Object.fromEntries(ctx.body.entries()) : (ctx.body as Record<string, unknown>);
    const nat = b?.nationality;
    return familyInputSchema.safeParse({
      name: String(b?.name ?? ''),
      email: String(b?.email ?? ''),
      country_code: String(b?.country_code ?? '971'),
      mobile_number: String(b?.mobile_number ?? ''),
      dob: b?.dob ? String(b.dob) : undefined,
      gender: b?.gender ? String(b.gender) : undefined,
      nationality: nat === '' || nat == null ? null : Number(nat),
    });
  };
  const saveMember = (ctx: Ctx, ownerId: number, existing: FamilyRow | null): Reply => {
    const parsed = familyBody(ctx);
    if (!parsed.success) return invalid({ nationality: 'required' });
    const m = parsed.data;
    const errors = checkFamilyBody(m, todayOf(ctx));
    if (Object.keys(errors).length) return invalid(errors);
    const [first, ...rest] = m.name.trim().split(/\s+/);
    const values = [m.name.trim(), first ?? null, rest.join(' ') || null, m.email.trim(), m.mobile_number.trim(), m.country_code.trim().replace(/^\+/, '') || '971', m.dob || null, m.gender || null, m.nationality ?? null];
    if (existing) {
      ctx.db.prepare('UPDATE cm_family SET name = ?, first_name = ?, last_name = ?, email = ?, mobile_number = ?, country_code = ?, dob = ?, gender = ?, nationality = ? WHERE id = ?').run(...values, existing.id);
    } else {
      ctx.db
        .prepare('INSERT INTO cm_family (name, first_name, last_name, email, mobile_number, country_code, dob, gender, nationality, owner_id, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)')
        .run(...values, ownerId, Date.now());
    }
    return checked(associatedResponseSchema, { status: true, data: savedFamily(ctx.db, ownerId) });
  };
  r.add('POST', '/api/v2/customers-associated', (ctx) => {
    const c = me(ctx);
    if (isReply(c)) return c;
    if ((ctx.db.prepare('SELECT COUNT(*) AS n FROM cm_family WHERE owner_id = ?').get(c.id) as { n: number }).n >= 50) return fail(422, 'At most 50 family members', { code: 'too_many' });
    return saveMember(ctx, c.id, null);
  });
  /** A path on one of the bearer's own family members: 404 for anyone else's (or an unknown id). */
  const onMember = (method: 'PUT' | 'DELETE', act: (ctx: Ctx, ownerId: number, m: FamilyRow) => Reply) =>
    r.add(method, '/api/v2/customers-associated/:id', (ctx) => {
      const c = me(ctx);
      if (isReply(c)) return c;
      const m = ownMember(ctx.db, c.id, ctx.params.id);
      return m ? act(ctx, c.id, m) : fail(404, 'Family member not found');
    });
  onMember('PUT', (ctx, ownerId, m) => saveMember(ctx, ownerId, m));
  onMember('DELETE', (ctx, ownerId, m) => {
    ctx.db.prepare('DELETE FROM cm_family WHERE id = ?').run(m.id);
    return checked(associatedResponseSchema, { status: true, data: savedFamily(ctx.db, ownerId) });
  });

  // ------------------------------------------------------------ partner guests
  const partner = (ctx: Ctx): CustomerRow | Reply => {
    const c = me(ctx);
    if (isReply(c)) return c;
    if (c.b2b_id == null || c.partner_status !== 'approved') return fail(403, 'Only business partners can manage guests', { code: 'not_partner' });
    return c;
  };
  r.add('GET', '/api/v2/partners/guests', (ctx) => {
    const c = partner(ctx);
    if (isReply(c)) return c;
    const rows = (ctx.db.prepare('SELECT * FROM ss_guests WHERE partner_id = ? AND venue_token = ? ORDER BY id DESC').all(c.id, ctx.venueToken ?? '') as Array<Record<string, unknown> & { created_at: number }>).map(
      ({ venue_token: _v, partner_id: _p, ...g }) => ({ ...g, created_at: new Date(g.created_at).toISOString() }),
    );
    return checked(guestsResponseSchema, { status: true, data: paged(rows, page(ctx.query)) });
  });
  r.add('POST', '/api/v2/partners/guests', (ctx) => {
    const c = partner(ctx);
    if (isReply(c)) return c;
    const body = guestUploadRequestSchema.safeParse(ctx.body);
    if (!body.success) return fail(422, 'Send between 1 and 500 guests', { code: 'invalid' });
    // Row numbers as in the file: the header is row 1.
    const result = checkGuestRows(body.data.guests.map((g, i) => ({ row: i + 2, guest: Object.fromEntries(GUEST_FIELDS.map((k) => [k, g[k] ?? ''])) as Guest })));
    if ('errors' in result) return fail(422, 'Some rows are not valid; nothing was imported', { code: 'invalid_rows', errors: result.errors });
    const ins = ctx.db.prepare('INSERT INTO ss_guests (venue_token, partner_id, name, email, country_code, mobile_number, nationality, created_at) VALUES (?,?,?,?,?,?,?,?)');
    ctx.db.transaction(() => {
      for (const g of result.guests) ins.run(ctx.venueToken ?? '', c.id, g.name, g.email, g.country_code, g.mobile_number, g.nationality || null, Date.now());
    })();
    return checked(guestUploadResponseSchema, { status: true, message: `${result.guests.length} guests imported`, data: { imported: result.guests.length } });
  });

  // ------------------------------------------------------------ support tickets
  const supporter = (ctx: Ctx): CustomerRow | Reply => {
    if (!supportEnabled(ctx.db, ctx.venueToken)) return fail(404, 'Customer support is not available');
    return me(ctx);
  };
  const ownTicket = (ctx: Ctx, c: CustomerRow) => {
    const n = Number(ctx.params.id);
    return Number.isInteger(n) && n > 0
      ? ((ctx.db.prepare('SELECT * FROM ss_support WHERE id = ? AND customer_id = ? AND venue_token = ?').get(n, c.id, ctx.venueToken ?? '') as TicketRow | undefined) ?? null)
      : null;
  };
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  r.add('GET', '/api/v2/support/tickets', (ctx) => {
    const c = supporter(ctx);
    if (isReply(c)) return c;
    const rows = (ctx.db.prepare('SELECT * FROM ss_support WHERE customer_id = ? AND venue_token = ? ORDER BY updated_at DESC, id DESC').all(c.id, ctx.venueToken ?? '') as TicketRow[]).map(
      (t) => ({ id: t.id, subject: t.subject, status: t.status, order_id: t.order_id, created_at: new Date(t.created_at).toISOString(), updated_at: new Date(t.updated_at).toISOString() }),
    );
    return checked(supportTicketsResponseSchema, { status: true, data: paged(rows, page(ctx.query)) });
  });
  r.add('POST', '/api/v2/support/tickets', (ctx) => {
    const c = supporter(ctx);
    if (isReply(c)) return c;
    const b = supportOpenRequestSchema.safeParse(ctx.body);
    const subject = text(b.data?.subject);
    const message = text(b.data?.message);
    const errors: Record<string, string> = {};
    if (!subject) errors.subject = 'required';
    else if (subject.length > 150) errors.subject = 'tooLong';
    if (!message) errors.message = 'required';
    else if (message.length > TEXT_MAX) errors.message = 'tooLong';
    if (Object.keys(errors).length) return invalid(errors);
    const now = Date.now();
    const id = ctx.db.transaction(() => {
      const t = ctx.db.prepare('INSERT INTO ss_support (venue_token, customer_id, subject, status, order_id, created_at, updated_at) VALUES (?,?,?,?,?,?,?)').run(ctx.venueToken ?? '', c.id, subject, 'open', b.data?.order_id ?? null, now, now);
      ctx.db.prepare('INSERT INTO ss_support_messages (ticket_id, author, message, created_at) VALUES (?,?,?,?)').run(t.lastInsertRowid, 'customer', message, now);
      return Number(t.lastInsertRowid);
    })();
    return checked(supportTicketResponseSchema, { status: true, message: 'Ticket opened', data: ticketOf(ctx.db, ownTicket({ ...ctx, params: { id: String(id) } }, c)!) });
  });
  r.add('GET', '/api/v2/support/tickets/:id', (ctx) => {
    const c = supporter(ctx);
    if (isReply(c)) return c;
    const t = ownTicket(ctx, c);
    if (!t) return fail(404, 'Ticket not found');
    return checked(supportTicketResponseSchema, { status: true, data: ticketOf(ctx.db, t) });
  });
  r.add('POST', '/api/v2/support/tickets/:id/reply', (ctx) => {
    const c = supporter(ctx);
    if (isReply(c)) return c;
    const t = ownTicket(ctx, c);
    if (!t) return fail(404, 'Ticket not found');
    const b = supportReplyRequestSchema.safeParse(ctx.body);
    const message = text(b.data?.message);
    if (!message) return invalid({ message: 'required' });
    if (message.length > TEXT_MAX) return invalid({ message: 'tooLong' });
    const now = Date.now();
    ctx.db.prepare('INSERT INTO ss_support_messages (ticket_id, author, message, created_at) VALUES (?,?,?,?)').run(t.id, 'customer', message, now);
    ctx.db.prepare("UPDATE ss_support SET status = 'open', updated_at = ? WHERE id = ?").run(now, t.id);
    return checked(supportTicketResponseSchema, { status: true, message: 'Reply sent', data: ticketOf(ctx.db, { ...t, status: 'open', updated_at: now }) });
  });
  // Test hook: the venue answers a ticket.
  r.add('POST', '/__admin/support-reply', (ctx) => {
    if (!isLoopback(ctx)) return fail(403, 'Forbidden');
    const id = Number(field(ctx.body, 'id'));
    const message = field(ctx.body, 'message');
    const t = ctx.db.prepare('SELECT id FROM ss_support WHERE id = ?').get(id);
    if (!t || !message) return fail(404, 'Ticket not found');
    const now = Date.now();
    ctx.db.prepare('INSERT INTO ss_support_messages (ticket_id, author, message, created_at) VALUES (?,?,?,?)').run(id, 'venue', message, now);
    ctx.db.prepare("UPDATE ss_support SET status = 'answered', updated_at = ? WHERE id = ?").run(now, id);
    return { status: 200, body: { status: true } };
  });
}

export const selfServiceModule: SandboxModule = {
  name: 'self-service',
  migrate,
  tables: ['ss_support_messages', 'ss_support', 'ss_guests', 'ss_ledger', 'ss_line_state', 'ss_profile'],
  load,
  routes,
};
