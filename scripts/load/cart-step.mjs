import { rawRequest } from '../lib/http.mjs';

/**
 * The load test's "add facility tickets" step (issue 6 §2): what the booking modal sends to POST cart/sync
 * (lib/provider/facilities.ts syncRequestSchema) for the oasis venue's seeded facilities
 * (sandbox/seed/default.booking.json): the Lap Pool (31, per-capacity, 6 places an hour, product 311) and Padel
 * Court 1 (11, one booking per slot, product 111), a few days ahead so seeded bookings do not
 * overlap. Slots are few on purpose: customers compete for the last places, which is what can go wrong.
 *
 * Each simulated customer is one browser: it keeps the storefront's `sid` cookie (the key of its holds) and a
 * ledger of what it was told it holds. checkReservations() then compares the ledgers with the sandbox's holds.
 */
const VENUE_TIME_ZONE = 'Asia/Dubai';
const FACILITIES = [
  { facility_id: 31, product_id: 311, perCapacity: true, weight: 0.7 },
  { facility_id: 11, product_id: 111, perCapacity: false, weight: 0.3 },
];
const DAYS_AHEAD = [2, 3, 4];
const HOURS = Array.from({ length: 12 }, (_, i) => 8 + i);

/** customer index -> { sid, held: Map<line key, quantity>, unknown } */
const customers = new Map();

export function resetCartLedger() {
  customers.clear();
}

function venueDate(daysAhead) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: VENUE_TIME_ZONE }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + daysAhead);
  return d.toISOString().slice(0, 10);
}

const pad = (h) => `${String(h).padStart(2, '0')}:00:00`;
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const lineKey = (l) => `${l.facility_id}|${l.product_id}|${l.date}|${l.start_time.slice(0, 5)}`;

function sidFrom(headers) {
  const set = [headers['set-cookie'] ?? []].flat();
  for (const c of set) {
    const m = /^sid=([^;]+)/.exec(String(c));
    if (m) return m[1];
  }
  return null;
}

export async function addFacilityTicket({ call, port, customer = 0 }) {
  const me = customers.get(customer) ?? { sid: null, held: new Map(), unknown: 0 };
  customers.set(customer, me);
  const f = Math.random() < FACILITIES[0].weight ? FACILITIES[0] : FACILITIES[1];
  const hour = pick(HOURS);
  const line = {
    product_id: f.product_id,
    quantity: f.perCapacity ? 1 + Math.floor(Math.random() * 2) : 1,
    date: venueDate(pick(DAYS_AHEAD)),
    start_time: pad(hour),
    end_time: pad(hour + 1),
    facility_id: f.facility_id,
  };
  const r = await call('cart', {
    path: '/api/provider/cart/sync',
    method: 'POST',
    host: `localhost:${port}`,
    headers: { 'content-type': 'application/json', ...(me.sid ? { cookie: `sid=${me.sid}` } : {}) },
    body: JSON.stringify({ products: [line] }),
  });
  if (!r) {
    // No answer: the customer cannot know whether the hold was taken, so the ledger check cannot be exact.
    me.unknown++;
    return 'error';
  }
  me.sid = sidFrom(r.headers) ?? me.sid;
  let ok = false;
  try {
    ok = r.status >= 200 && r.status < 300 && JSON.parse(r.body).status === true;
  } catch {
    ok = false;
  }
  if (ok) {
    me.held.set(lineKey(line), (me.held.get(lineKey(line)) ?? 0) + line.quantity);
    return 'held';
  }
  if (r.status >= 500) me.unknown++;
  return r.status < 500 ? 'refused' : 'error';
}

/**
 * Nothing lost, nothing oversold: every customer's ledger equals the sandbox's holds for its sid, and no slot holds
 * more than its facility allows (all sessions counted, also holds made by other tests on a shared sandbox).
 */
export async function checkReservations({ sandboxPort }) {
  const r = await rawRequest({ port: sandboxPort, path: '/__admin/reservations?venue=oasis-site-token' });
  if (r.status !== 200) return { ok: false, problems: [`sandbox answered ${r.status} to /__admin/reservations`] };
  const { reservations, facilities } = JSON.parse(r.body).data;
  const problems = [];
  const bySid = new Map();
  for (const row of reservations) {
    const m = bySid.get(row.session_id) ?? new Map();
    m.set(lineKey(row), (m.get(lineKey(row)) ?? 0) + row.quantity);
    bySid.set(row.session_id, m);
  }
  let told = 0;
  let held = 0;
  let unknown = 0;
  for (const [i, me] of customers) {
    unknown += me.unknown;
    const theirs = (me.sid && bySid.get(me.sid)) || new Map();
    for (const q of me.held.values()) told += q;
    for (const q of theirs.values()) held += q;
    if (me.unknown) continue;
    for (const key of new Set([...me.held.keys(), ...theirs.keys()])) {
      const a = me.held.get(key) ?? 0;
      const b = theirs.get(key) ?? 0;
      if (a !== b && problems.length < 20) problems.push(`customer ${i} (${me.sid}) ${key}: told ${a}, sandbox holds ${b}`);
    }
  }
  const slots = new Map();
  for (const row of reservations) {
    const f = facilities.find((x) => x.id === row.facility_id);
    if (!f) continue;
    const key = f.per_day ? `${row.facility_id}|${row.date}` : `${row.facility_id}|${row.date}|${row.start_time}`;
    const s = slots.get(key) ?? { used: 0, limit: f.per_capacity ? f.capacity : 1 };
    s.used += f.per_capacity ? row.units : 1;
    slots.set(key, s);
  }
  for (const [key, s] of slots) if (s.used > s.limit && problems.length < 40) problems.push(`oversold ${key}: ${s.used} held, ${s.limit} allowed`);
  return { ok: problems.length === 0, toldHeld: told, sandboxHeld: held, unknownAnswers: unknown, slotsUsed: slots.size, problems };
}
