import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
const { fetchBookings, fetchCustomer, fetchEditableProfile, fetchPreferences } = await import('./profile');
const { profileDetails } = await import('../self-service/customer');
const fetchProfile = async () => profileDetails(await fetchCustomer());

const answer = (data: unknown) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ status: true, data }), { status: 200, headers: { 'content-type': 'application/json' } })));
afterEach(() => vi.unstubAllGlobals());

describe('fetchProfile (spec §3 User, the /profile/user details)', () => {
  it('gives the display name, mobile with its country code and the partner kind', async () => {
    answer({ id: 1, first_name: 'Sara', last_name: 'Ahmed', name: 'ignored', email: 's@x.ae', country_code: '971', mobile_number: '501234567', b2b_id: 4, b2b_type: 'B2E', entity_name: 'Acme' });
    expect(await fetchProfile()).toEqual({
      name: 'Sara Ahmed',
      firstName: 'Sara',
      lastName: 'Ahmed',
      email: 's@x.ae',
      mobile: '+971 501234567',
      membershipCardNumber: null,
      partner: { entityName: 'Acme', employee: true },
    });
  });

  it('falls back to name without a first name; no partner without b2b_id', async () => {
    answer({ id: 2, name: 'Omar', mobile_number: null });
    expect(await fetchProfile()).toMatchObject({ name: 'Omar', mobile: null, partner: null });
  });

  it('refuses an answer outside the contract', async () => {
    answer({ first_name: 'no id' });
    await expect(fetchProfile()).rejects.toThrow();
  });
});

describe('the profile form island (spec §3 profile form and preferences, issue 27 item 3)', () => {
  it('reads the editable profile with its ID proof, customer tag and documents', async () => {
    answer({ id: 3, first_name: 'Mona', last_name: 'Saleh', id_proof_type_id: 32, id_proof_number: '784198012345678', customer_tag: { id: 5, name: 'Fitness' }, documents: { id_front: { name: 'front.png', type: 'image/png', size: 1200, uploaded_at: '2026-11-27T10:00:00Z' } } });
    expect(await fetchEditableProfile()).toMatchObject({ firstName: 'Mona', idProofTypeId: 32, idProofNumber: '784198012345678', customerTagId: 5, documents: [{ key: 'id_front', name: 'front.png', size: 1200 }] });
  });

  it('reads the saved text size and language without the other fields of the answer', async () => {
    answer({ size: 18, language: 'ar', saved_at: '2026-11-27T10:00:00Z' });
    expect(await fetchPreferences()).toEqual({ size: 18, language: 'ar' });
  });

  it('refuses preferences outside the contract (the island then shows the spec §3 defaults)', async () => {
    answer({ size: 17, language: 'fr' });
    await expect(fetchPreferences()).rejects.toThrow();
  });
});

describe('fetchBookings (the booking history island, issue 27 item 3)', () => {
  it('asks the door for one type, page and preset, newest first (spec §9), and reshapes as the server does', async () => {
    const line = { order_id: 5, token: 't', line: 0, product_type: 'event', name: 'Gala', quantity: 2, total: 90, currency: 'AED', order_status: 'paid', order_paid: 90, order_refunded: 90, created_at: '2026-11-20 10:00:00' };
    const f = vi.fn(async (_url: string) => new Response(JSON.stringify({ status: true, data: { data: [line], total: 17, per_page: 16, current_page: 2, total_pages: 2 } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', f);
    const list = await fetchBookings('event', { page: 2, preset: 'week' }, 'Asia/Dubai');
    const url = new URL(f.mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/api/provider/customers/bookings');
    expect(Object.fromEntries(url.searchParams)).toEqual({ type: 'event', page: '2', preset: 'week', sort_order: 'desc' });
    expect(list).toMatchObject({ page: 2, totalPages: 2, total: 17 });
    expect(list.items[0]).toMatchObject({ orderId: 5, orderStatus: 'refunded', name: { en: 'Gala', ar: 'Gala' }, facility: null, programme: null });
  });
});
