import { describe, expect, it } from 'vitest';
import { checkFamilyMember, checkProfile, facilityChangeAllowed, presetStart } from './rules';
import { profileMenu, truncateName } from './menu';

const base = { first_name: 'Layla', last_name: 'Haddad', email: 'layla@example.com', country_code: '971', mobile_number: '0501234567' };
const today = '2026-03-10';

describe('profile form (spec §3 customer profile form, §5 rules)', () => {
  it('accepts a valid form, default country code 971, mobile normalised', () => {
    const r = checkProfile({ ...base, country_code: '' }, today);
    expect('value' in r && r.value).toMatchObject({ country_code: '971', mobile_number: '501234567', id_proof_type_id: null });
  });

  it('ID proof 32 (Emirates ID): format then check digit, in the spec order', () => {
    const id = (n: string) => checkProfile({ ...base, id_proof_type_id: '32', id_proof_number: n }, today);
    expect((['', '123-4567', '784-1990-1234567-0'] as const).map((v) => id(v))).toEqual([{ errors: { id_proof_number: 'emiratesIdRequired' } }, { errors: { id_proof_number: 'emiratesIdFormat' } }, { errors: { id_proof_number: 'emiratesIdInvalid' } }]);
    expect('value' in id('784-1990-1234567-6')).toBe(true);
  });

  it('ID proof 33 (Passport): non-alphanumerics stripped, at most 15 (spec §5, §9)', () => {
    const r = checkProfile({ ...base, id_proof_type_id: '33', id_proof_number: 'N-12 345' }, today);
    expect('value' in r && r.value.id_proof_number).toBe('N12345');
    expect(checkProfile({ ...base, id_proof_type_id: '33', id_proof_number: 'A'.repeat(16) }, today)).toEqual({ errors: { id_proof_number: 'idNumberMax' } });
    expect(checkProfile({ ...base, id_proof_type_id: '99', id_proof_number: 'X1' }, today)).toEqual({ errors: { id_proof_type_id: 'required' } });
  });

  it("religion_id and customer_tag (spec §3 profile form): an id from the venue's list, or none", () => {
    const r = checkProfile({ ...base, religion_id: '2' }, today);
    expect('value' in r && r.value.religion_id).toBe(2);
    const none = checkProfile({ ...base, religion_id: '' }, today);
    expect('value' in none && none.value.religion_id).toBeNull();
    expect(checkProfile({ ...base, religion_id: 'Islam' }, today)).toEqual({ errors: { religion_id: 'required' } });
    const tag = checkProfile({ ...base, customer_tag: '3' }, today);
    expect('value' in tag && tag.value.customer_tag).toBe(3);
    expect(checkProfile({ ...base, customer_tag: '-1' }, today)).toEqual({ errors: { customer_tag: 'required' } });
  });

  it('names min 2 letters, email, mobile, gender and dates', () => {
    const r = checkProfile({ ...base, first_name: 'L', last_name: 'H4x', email: 'no', mobile_number: '12', gender: 'X', dob: '2030-01-01' }, today);
    expect(r).toEqual({ errors: { first_name: 'nameMin', last_name: 'nameInvalid', email: 'emailInvalid', mobile_number: 'mobileInvalid', gender: 'required', dob: 'dateInvalid' } });
  });
});

describe('family member (spec §5 visitor form)', () => {
  it('name, mobile with country code and email are required', () => {
    expect(checkFamilyMember({ name: '', email: '', country_code: '971', mobile_number: '' }, today)).toEqual({ name: 'required', email: 'emailRequired', mobile_number: 'mobileRequired' });
    expect(checkFamilyMember({ name: 'يوسف حداد', email: 'y@example.com', country_code: '971', mobile_number: '501112233' }, today)).toEqual({});
  });
});

describe('spec §9 constants', () => {
  it('date presets: last week 7, last month 30, last 3 months 90 days', () => {
    expect(([['week', today], ['month', today], ['3months', today]] as const).map(([a, b]) => presetStart(a, b))).toEqual(['2026-03-03', '2026-02-08', '2025-12-10']);
  });

  it('narrow profile menu truncates the name to 10 characters', () => {
    expect((['Layla Haddad', 'Layla', 'عبدالرحمن الهاشمي'] as const).map((v) => truncateName(v))).toEqual(['Layla Hadd…', 'Layla', 'عبدالرحمن …']);
  });
});

describe('facility booking changes (sandbox/README.md Self-service)', () => {
  const now = { date: '2026-03-10', minutes: 10 * 60 };
  it('allowed for a paid, not checked-in booking starting 2 hours or more from now', () => {
    expect(([[{ order_status: 'paid', date: '2026-03-10', start_time: '12:00:00' }, now], [{ order_status: 'paid', date: '2026-03-10', start_time: '11:59:00' }, now], [{ order_status: 'paid', date: '2026-03-09', start_time: '23:00:00' }, now], [{ order_status: 'pending_payment', date: '2026-03-11', start_time: '12:00:00' }, now], [{ order_status: 'paid', date: '2026-03-11', start_time: '12:00:00', check_in_time: '11:00' }, now]] as const).map(([a, b]) => facilityChangeAllowed(a, b))).toEqual([true, false, false, false, false]);
  });
});

describe('profile menu (spec §2: entries filtered by linked_to, the My Bookings label variant)', () => {
  const keys = (f: Partial<Parameters<typeof profileMenu>[0]>) =>
    profileMenu({ sections: [], facilityBooking: false, myBookingsLabel: false, partner: false, allowSupport: false, ...f }).map((e) => e.key);
  it('lists a booking page only when its section is enabled; retail needs retail or outlets', () => {
    expect(keys({ sections: ['events', 'blogs'] })).toEqual(['profile', 'eventBookings', 'wallet', 'qpoints', 'transactions', 'family']);
    expect(keys({ sections: ['outlets'] })).toContain('retail');
    expect(keys({ sections: ['training', 'workshops', 'memberships'] })).toEqual(expect.arrayContaining(['trainerSessions', 'academyBookings', 'memberships']));
  });
  it('labels facility bookings My Bookings for the tenant flag; partner and support entries by role and config', () => {
    expect(keys({ facilityBooking: true })).toContain('facilityBookings');
    expect(keys({ facilityBooking: true, myBookingsLabel: true })).toContain('myBookings');
    expect(keys({ facilityBooking: true, myBookingsLabel: true })).not.toContain('facilityBookings');
    expect(keys({ partner: true, allowSupport: true }).slice(-2)).toEqual(['partner', 'support']);
  });
});
