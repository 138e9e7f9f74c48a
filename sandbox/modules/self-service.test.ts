import { beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { bookingsResponseSchema, ledgerResponseSchema, partnerCreditResponseSchema, profileResponseSchema, supportTicketResponseSchema, transactionsResponseSchema } from '../../lib/provider/self-service';
import { associatedResponseSchema } from '../../lib/provider/facilities';
import { addDays, todayIn } from './clock';
import { commerceKit, CUSTOMER, MEMBER, PARTNER, type CallOptions } from './commerce-test-kit';

/** Sandbox self-service paths (sandbox/README.md "Self-service"; issue 13 §8: another customer's id answers 404). */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => void (kit = commerceKit()));
const today = todayIn('Asia/Dubai');
const soon = addDays(today, 3);
const facilityLine = (start = '14:00:00', end = '15:00:00') => ({ product_id: 111, quantity: 1, facility_id: 11, venue_service_id: 1, date: soon, start_time: start, end_time: end });

/** A paid facility order of the test customer (wallet pays it whole). */
function paidFacilityOrder(bearer: string, start = '14:00:00', end = '15:00:00') {
  const r = kit.order({ capacity_facility: [facilityLine(start, end)] }, { bearer, fields: { is_wallet: '1' } });
  expect(r.status).toBe(200);
  return orderResponseSchema.parse(r.body).data as { order_id: number; token: string };
}
const call = (method: string, path: string, o: CallOptions) => kit.call(method, path, o);

describe('every path is scoped to the bearer: another customer id answers 404', () => {
  it('orders, reschedule, cancel', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const o = paidFacilityOrder(layla);
    expect(call('GET', `/api/v2/customers/orders/${o.order_id}`, { bearer: layla }).status).toBe(200);
    expect(call('GET', `/api/v2/customers/orders/${o.order_id}`, { bearer: omar }).status).toBe(404);
    const move = { line: 0, date: soon, start_time: '18:00:00', end_time: '19:00:00' };
    expect(call('POST', `/api/v2/customers/bookings/${o.order_id}/reschedule`, { bearer: omar, body: move }).status).toBe(404);
    expect(call('POST', `/api/v2/customers/bookings/${o.order_id}/cancel`, { bearer: omar, body: { line: 0 } }).status).toBe(404);
    // Nothing changed for its owner.
    const list = bookingsResponseSchema.parse(call('GET', '/api/v2/customers/bookings?type=facility', { bearer: layla }).body).data;
    expect(list.data[0]).toMatchObject({ order_id: o.order_id, start_time: '14:00:00', order_status: 'paid', facility: { status_id: 1, can_cancel: 1 } });
    expect(bookingsResponseSchema.parse(call('GET', '/api/v2/customers/bookings?type=facility', { bearer: omar }).body).data.total).toBe(0);
  });

  it('saved cards', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const cards = (b: string) => (call('GET', '/api/v2/customers/cards', { bearer: b }).body as { data: Array<{ id: string }> }).data;
    const id = cards(layla)[0]!.id;
    expect(call('DELETE', `/api/v2/customers/cards/${id}`, { bearer: omar }).status).toBe(404);
    expect(cards(layla).map((c) => c.id)).toContain(id);
    expect(call('DELETE', `/api/v2/customers/cards/${id}`, { bearer: layla }).status).toBe(200);
    expect(cards(layla).map((c) => c.id)).not.toContain(id);
  });

  it('family members', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const family = (b: string) => associatedResponseSchema.parse(call('GET', '/api/v2/customers-associated', { bearer: b }).body).data;
    const yasmin = family(layla)[0]!;
    const edit = { name: 'Yasmin Haddad', email: 'y@example.com', country_code: '971', mobile_number: '501112233' };
    expect(call('PUT', `/api/v2/customers-associated/${yasmin.customer_id}`, { bearer: omar, body: edit }).status).toBe(404);
    expect(call('DELETE', `/api/v2/customers-associated/${yasmin.customer_id}`, { bearer: omar }).status).toBe(404);
    expect(family(layla)[0]).toMatchObject({ customer_id: yasmin.customer_id, email: 'yasmin@example.com' });
    // Added members get ids above the seeded ones and are just as private.
    const added = associatedResponseSchema.parse(call('POST', '/api/v2/customers-associated', { bearer: layla, body: { ...edit, name: 'Adam Haddad', email: 'adam@example.com' } }).body).data;
    const adam = added.find((m) => m.name === 'Adam Haddad')!;
    expect(call('DELETE', `/api/v2/customers-associated/${adam.customer_id}`, { bearer: omar }).status).toBe(404);
    expect(call('DELETE', `/api/v2/customers-associated/${adam.customer_id}`, { bearer: layla }).status).toBe(200);
    expect(family(omar).some((m) => m.name === 'Adam Haddad')).toBe(false);
  });

  it('support tickets', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const opened = supportTicketResponseSchema.parse(call('POST', '/api/v2/support/tickets', { bearer: layla, body: { subject: 'Parking', message: 'Where do I park?' } }).body).data;
    expect(call('GET', `/api/v2/support/tickets/${opened.id}`, { bearer: omar }).status).toBe(404);
    expect(call('POST', `/api/v2/support/tickets/${opened.id}/reply`, { bearer: omar, body: { message: 'hi' } }).status).toBe(404);
    expect(call('GET', `/api/v2/support/tickets/${opened.id}`, { bearer: layla }).status).toBe(200);
  });

  it('lists answer only the bearer own rows (profile, wallet, transactions, guests)', () => {
    const layla = kit.login(CUSTOMER);
    const omar = kit.login(MEMBER);
    const partner = kit.login(PARTNER);
    paidFacilityOrder(layla);
    expect(profileResponseSchema.parse(call('GET', '/api/v2/customers/profile', { bearer: omar }).body).data.email).toBe('member@example.com');
    expect(transactionsResponseSchema.parse(call('GET', '/api/v2/customers/transactions', { bearer: omar }).body).data.total).toBe(0);
    expect(transactionsResponseSchema.parse(call('GET', '/api/v2/customers/transactions', { bearer: layla }).body).data.total).toBe(1);
    expect(ledgerResponseSchema.parse(call('GET', '/api/v2/customers/wallet-history', { bearer: omar }).body).data.data).toEqual([]);
    expect(call('POST', '/api/v2/partners/guests', { bearer: partner, body: { guests: [{ name: 'Sara Ahmed', email: 's@example.com', country_code: '971', mobile_number: '501234567' }] } }).status).toBe(200);
    expect(call('GET', '/api/v2/partners/guests', { bearer: layla }).status).toBe(403);
    expect(call('GET', '/api/v2/customers/profile', {}).status).toBe(401);
  });
});

describe('bookings, reschedule and cancel', () => {
  it('reschedules to a free slot, refuses a taken one, cancels with the money back to the wallet', () => {
    const layla = kit.login(CUSTOMER);
    const first = paidFacilityOrder(layla, '10:00:00', '11:00:00');
    paidFacilityOrder(layla, '12:00:00', '13:00:00');
    const taken = call('POST', `/api/v2/customers/bookings/${first.order_id}/reschedule`, { bearer: layla, body: { line: 0, date: soon, start_time: '12:00:00', end_time: '13:00:00' } });
    expect(taken.status).toBe(409);
    const moved = call('POST', `/api/v2/customers/bookings/${first.order_id}/reschedule`, { bearer: layla, body: { line: 0, date: soon, start_time: '16:00:00', end_time: '17:00:00' } });
    expect(moved.status).toBe(200);
    const order = call('GET', `/api/v2/customers/orders/${first.order_id}`, { bearer: layla }).body as { data: { lines: Array<{ start_time: string }>; tickets: Array<{ start_time: string }> } };
    expect(order.data.lines[0]!.start_time).toBe('16:00:00');
    expect(order.data.tickets.every((t) => t.start_time === '16:00:00')).toBe(true);
    // The old slot is free again: another order takes it.
    expect(kit.order({ capacity_facility: [facilityLine('10:00:00', '11:00:00')] }, { bearer: kit.login(MEMBER) }).status).toBe(200);
    const before = ledgerResponseSchema.parse(call('GET', '/api/v2/customers/wallet-history', { bearer: layla }).body).data.balance;
    const cancelled = call('POST', `/api/v2/customers/bookings/${first.order_id}/cancel`, { bearer: layla, body: { line: 0 } });
    expect(cancelled.status).toBe(200);
    const wallet = ledgerResponseSchema.parse(call('GET', '/api/v2/customers/wallet-history', { bearer: layla }).body).data;
    expect(wallet.balance).toBeGreaterThan(before);
    expect(wallet.data[0]!.amount).toBeGreaterThan(0);
    const list = bookingsResponseSchema.parse(call('GET', '/api/v2/customers/bookings?type=facility', { bearer: layla }).body).data.data;
    expect(list.find((b) => b.order_id === first.order_id)?.facility).toMatchObject({ status_id: 13, can_cancel: 0, can_reschedule: 0 });
    expect(call('POST', `/api/v2/customers/bookings/${first.order_id}/cancel`, { bearer: layla, body: { line: 0 } }).status).toBe(422);
  });

  it('pages by 16, newest first, and keeps the presets', () => {
    const layla = kit.login(CUSTOMER);
    kit.db.prepare("UPDATE cm_balances SET wallet = 100000 WHERE customer_id = (SELECT id FROM customers WHERE email = 'customer@example.com')").run();
    for (let i = 0; i < 17; i++) expect(kit.order({ event: [{ event_id: 2, event_ticket_id: 250, schedule_id: 201, quantity: 1 }] }, { bearer: layla, fields: { is_wallet: '1' } }).status).toBe(200);
    kit.db.prepare('UPDATE cm_orders SET created_at = created_at - ? WHERE id = (SELECT MIN(id) FROM cm_orders)').run(40 * 86_400_000);
    const get = (q: string) => bookingsResponseSchema.parse(call('GET', `/api/v2/customers/bookings?type=event${q}`, { bearer: layla }).body).data;
    const p1 = get('');
    expect(p1).toMatchObject({ total: 17, per_page: 16, total_pages: 2, current_page: 1 });
    expect(p1.data[0]!.order_id).toBeGreaterThan(p1.data[1]!.order_id);
    expect(get('&page=2').data).toHaveLength(1);
    expect(get('&preset=month').total).toBe(16);
    expect(get('&preset=3months').total).toBe(17);
    expect(call('GET', '/api/v2/customers/bookings?type=nope', { bearer: layla }).status).toBe(422);
  });
});

describe('profile, password, partner, support rules', () => {
  it('validates the profile form (spec §3, §5: Emirates ID, passport) and saves nothing half-way', () => {
    const layla = kit.login(CUSTOMER);
    const base = { first_name: 'Layla', last_name: 'Haddad', email: 'customer@example.com', country_code: '971', mobile_number: '501234567' };
    const bad = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, first_name: 'Lulu', id_proof_type_id: '32', id_proof_number: '784-1990-1234567-0' }) });
    expect(bad.status).toBe(422);
    expect((bad.body as { data: { errors: Record<string, string> } }).data.errors).toEqual({ id_proof_number: 'emiratesIdInvalid' });
    expect(profileResponseSchema.parse(call('GET', '/api/v2/customers/profile', { bearer: layla }).body).data.first_name).toBe('Layla');
    const ok = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, first_name: 'Lulu', id_proof_type_id: '33', id_proof_number: 'N-123 456' }) });
    expect(profileResponseSchema.parse(ok.body).data).toMatchObject({ first_name: 'Lulu', id_proof_type_id: 33, id_proof_number: 'N123456' });
    const taken = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, email: 'member@example.com' }) });
    expect((taken.body as { data: { errors: Record<string, string> } }).data.errors).toEqual({ email: 'emailTaken' });
    // Spec §3 religion_id: one of the venue's religions (site config), kept; an id the venue does not offer is refused.
    const religion = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, religion_id: '2' }) });
    expect(profileResponseSchema.parse(religion.body).data.religion_id).toBe(2);
    const unknown = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, religion_id: '999' }) });
    expect((unknown.body as { data: { errors: Record<string, string> } }).data.errors).toEqual({ religion_id: 'required' });
    // Spec §3 customer_tag (purpose of visit): one of the venue's customer tags, answered as the tag.
    const tagged = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, customer_tag: '2' }) });
    expect(profileResponseSchema.parse(tagged.body).data.customer_tag).toMatchObject({ id: 2, name: 'Training' });
    const badTag = call('POST', '/api/v2/customers/profile', { bearer: layla, body: kit.form({ ...base, customer_tag: '99' }) });
    expect((badTag.body as { data: { errors: Record<string, string> } }).data.errors).toEqual({ customer_tag: 'required' });
  });

  it('changes the password only with the current one', () => {
    const layla = kit.login(CUSTOMER);
    expect(call('POST', '/api/v2/auth/password/change', { bearer: layla, body: { current_password: 'wrong', password: 'New#Pass2026', confirm_password: 'New#Pass2026' } }).status).toBe(422);
    expect(call('POST', '/api/v2/auth/password/change', { bearer: layla, body: { current_password: 'Sandbox#2026', password: 'New#Pass2026', confirm_password: 'New#Pass2026' } }).status).toBe(200);
    expect(kit.call('POST', '/api/v2/auth/login', { body: { country_code: '971', mobile_number: CUSTOMER, password: 'New#Pass2026' } }).status).toBe(200);
  });

  it('imports partner guests all or nothing, naming every bad row and column', () => {
    const partner = kit.login(PARTNER);
    const good = { name: 'سارة أحمد', email: 'sara@example.com', country_code: '971', mobile_number: '501234567' };
    const r = call('POST', '/api/v2/partners/guests', { bearer: partner, body: { guests: [good, { ...good, email: 'not-an-email' }] } });
    expect(r.status).toBe(422);
    expect((r.body as { data: { errors: unknown } }).data.errors).toEqual([{ row: 3, column: 'email', message: 'emailInvalid' }]);
    expect((call('GET', '/api/v2/partners/guests', { bearer: partner }).body as { data: { total: number } }).data.total).toBe(0);
    expect(call('POST', '/api/v2/partners/guests', { bearer: partner, body: { guests: [good] } }).status).toBe(200);
    const credit = partnerCreditResponseSchema.parse(call('GET', '/api/v2/partners/credit', { bearer: partner }).body).data;
    expect(credit).toMatchObject({ limit: 1000, used: 600, available: 400 });
    expect(call('GET', '/api/v2/partners/credit', { bearer: kit.login(CUSTOMER) }).status).toBe(403);
  });

  it('answers support only where allow_support is on', () => {
    const layla = kit.login(CUSTOMER);
    expect(call('GET', '/api/v2/support/tickets', { bearer: layla }).status).toBe(200);
    expect(call('GET', '/api/v2/support/tickets', { bearer: layla, venue: 'arena-site-token' }).status).toBe(404);
    expect(call('POST', '/api/v2/support/tickets', { bearer: layla, body: { subject: '', message: '' } }).status).toBe(422);
  });
});
