import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderResponseSchema } from '../../lib/provider/commerce';
import { addDays, todayIn } from './clock';
import { ARENA, code, commerceKit, CUSTOMER, MEMBER, message } from './commerce-test-kit';

/**
 * Issue 23 item 1: the sandbox refuses, on its own (sandbox/modules/commerce-pricing.ts, its own clock), what the
 * storefront's rules refuse: an event session that has started or ended (by date and time at the venue), a programme
 * or membership dated in the past, an expired offer, the special mode's passes per session (spec §5, §8), two outlets
 * in one order (spec §4). Each with its own code, as a real provider would.
 */
let kit: ReturnType<typeof commerceKit>;
const TEMPLE = 'temple-site-token';
/** Dubai is UTC+4 all year: the venue's wall clock at `hm` on a fixed day. */
const dubaiAt = (hm: string) => new Date(`2026-06-10T${hm}:00+04:00`);
const accepted = (r: ReturnType<typeof kit.order>) => orderResponseSchema.safeParse(r.body).success && r.status === 200;

afterEach(() => void vi.useRealTimers());

describe('event sessions by date and time (Sunset Yoga, today 17:15 to 18:30)', () => {
  const yoga = { event: [{ event_id: 3, event_ticket_id: 350, schedule_id: 301, quantity: 1 }] };

  it('sells it before its start, refuses it from its start (session_started) and after its end (session_ended)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dubaiAt('18:00'));
    kit = commerceKit();
    const started = kit.order(yoga, { bearer: kit.login(CUSTOMER) });
    expect([started.status, code(started), message(started)]).toEqual([422, 'session_started', 'This event session has already started']);
    vi.setSystemTime(dubaiAt('18:30'));
    const ended = kit.order(yoga, { bearer: kit.login(CUSTOMER) });
    expect([ended.status, code(ended), message(ended)]).toEqual([422, 'session_ended', 'This event session has ended']);
    vi.setSystemTime(dubaiAt('17:14'));
    expect(accepted(kit.order(yoga, { bearer: kit.login(CUSTOMER) }))).toBe(true);
  });
});

describe('dated products', () => {
  beforeEach(() => void (kit = commerceKit()));
  const today = () => todayIn('Asia/Dubai');

  it('a programme or a membership starting yesterday, and an expired offer, each with its own code', () => {
    const bearer = kit.login(CUSTOMER);
    const programme = kit.order({ workshop: [{ workshop_id: 21, workshop_program_id: 2101, product_id: 21011, start_date: addDays(today(), -1), days: [0, 2], quantity: 1 }] }, { bearer });
    expect([programme.status, code(programme)]).toEqual([422, 'programme_past']);
    const membership = kit.order({ membership: [{ membership_id: 41, membership_package_id: 411, instalment_id: null, start_date: addDays(today(), -1) }] }, { bearer });
    expect([membership.status, code(membership)]).toEqual([422, 'membership_past']);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-05T10:00:00+04:00')); // offer 702 was valid until 2026-12-15
    const offer = kit.order({ offers: [{ offer_id: 702, quantity: 1 }] }, { bearer: kit.login(MEMBER), venue: ARENA });
    expect([offer.status, code(offer), message(offer)]).toEqual([422, 'offer_expired', 'This offer has expired']);
  });
});

describe("the special mode's passes per session (Harmony Temple, customer threshold 4)", () => {
  beforeEach(() => void (kit = commerceKit()));
  const at = (product_id: number, quantity: number) => ({
    product_id,
    quantity,
    facility_id: 611,
    venue_service_id: 61,
    date: addDays(todayIn('Asia/Dubai'), 2),
    start_time: '09:00:00',
    end_time: '10:00:00',
    addons: [],
  });

  it('refuses more than 4 passes at one slot, whichever products, with pass_limit; 4 are sold', () => {
    const bearer = kit.login(CUSTOMER);
    const six = kit.order({ capacity_facility: [at(6111, 6)] }, { bearer, venue: TEMPLE });
    expect([six.status, code(six), message(six)]).toEqual([422, 'pass_limit', 'Maximum of 4 participants allowed to book per session']);
    const mixed = kit.order({ capacity_facility: [at(6111, 3), at(6112, 2)] }, { bearer, venue: TEMPLE });
    expect([mixed.status, code(mixed)]).toEqual([422, 'pass_limit']);
    expect(accepted(kit.order({ capacity_facility: [at(6111, 2), at(6112, 2)] }, { bearer, venue: TEMPLE }))).toBe(true);
  });
});

describe('one outlet per order (spec §4 cart rules)', () => {
  beforeEach(() => void (kit = commerceKit()));

  it('refuses products of two outlets with outlets_mixed; products of one outlet are sold', () => {
    const bearer = kit.login(CUSTOMER);
    const two = kit.order({ pos: [{ outlet_id: 301, product_id: 3001, quantity: 1 }, { outlet_id: 302, product_id: 3005, quantity: 1 }] }, { bearer, venue: ARENA });
    expect([two.status, code(two)]).toEqual([422, 'outlets_mixed']);
    const retail = kit.order({ pos: [{ outlet_id: 301, product_id: 3001, quantity: 1 }, { outlet_id: null, product_id: 4004, quantity: 1 }] }, { bearer, venue: ARENA });
    expect([retail.status, code(retail)]).toEqual([422, 'outlets_mixed']);
    expect(accepted(kit.order({ pos: [{ outlet_id: 301, product_id: 3001, quantity: 1 }, { outlet_id: 301, product_id: 3003, quantity: 2 }] }, { bearer, venue: ARENA }))).toBe(true);
  });
});
