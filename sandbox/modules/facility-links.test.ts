import { beforeEach, describe, expect, it } from 'vitest';
import { facilityScheduleSchema, scheduleResponseSchema } from '../../lib/provider/facilities';
import { addDays, todayIn, weekday } from './clock';
import { code, commerceKit, CUSTOMER, data, message } from './commerce-test-kit';
import { linkRefusal } from './facility-links';
import { facilityFree } from './facility-availability';

/**
 * Issue 23 item 1, spec §3 Facility parent_facilities, child_facilities, workshop_program_schedules: the stand-in
 * refuses, on its own code, a slot that a booking or hold of a linked facility or an academy class takes, in its
 * availability answers, its holds (cart/sync) and its orders, each with its own refusal code.
 */
const D = '2026-03-01'; // a Sunday
const NEXT = '2026-03-02';
const court = (over: Record<string, unknown> = {}) =>
  facilityScheduleSchema.parse({ id: 52, name: 'Half Court A', facility_rentals: [{ product_id: 521, start_time: '08:00:00', end_time: '22:00:00' }], ...over });
const parentBooked = (b: Record<string, unknown>) => court({ parent_facilities: [{ id: 51, bookings: [{ date: D, ...b }] }] });

describe('linked facilities and classes on the wire (facility-links.ts)', () => {
  it('a booking on the parent or a child refuses any overlapping span, whatever the capacity', () => {
    const f = parentBooked({ start_time: '10:00:00', end_time: '11:00:00' });
    expect(linkRefusal(f, D, '10:30:00', '11:30:00', false)).toBe('linked_facility_booked');
    expect(linkRefusal(f, D, '11:00:00', '12:00:00', false)).toBeNull();
    expect(facilityFree(f, D, '09:00:00', '11:00:00', false)).toBe(false);
    const perCapacity = court({ per_capacity: 1, capacity: 30, child_facilities: [{ id: 53, bookings: [{ date: D, start_time: '10:00:00', end_time: '11:00:00', attendance: 1 }] }] });
    expect(facilityFree(perCapacity, D, '10:00:00', '11:00:00', false)).toBe(false);
    expect(linkRefusal(court({ parent_facilities: [51] }), D, '10:00:00', '11:00:00', false)).toBeNull();
  });

  it('a class refuses its hours on the days of its range and weekdays only', () => {
    const f = (c: Record<string, unknown>) => court({ workshop_program_schedules: [{ start_date: '2026-02-01', end_date: '2026-03-31', start_time: '17:00:00', end_time: '18:00:00', ...c }] });
    expect(linkRefusal(f({}), D, '17:00:00', '18:00:00', false)).toBe('class_scheduled');
    expect(linkRefusal(f({ weekdays: 1 }), D, '16:30:00', '17:30:00', false)).toBe('class_scheduled'); // Sundays
    expect(linkRefusal(f({ weekdays: 2 }), D, '17:00:00', '18:00:00', false)).toBeNull(); // Mondays
    expect(linkRefusal(f({ end_date: '2026-02-28' }), D, '17:00:00', '18:00:00', false)).toBeNull();
    expect(linkRefusal(f({}), D, '18:00:00', '19:00:00', false)).toBeNull();
  });

  it('overnight: a parent booking or a class after midnight the next day refuses that hour of the opening (one timeline)', () => {
    const late = (over: Record<string, unknown>) => court({ facility_rentals: [{ product_id: 521, start_time: '20:00:00', end_time: '04:00:00' }], ...over });
    const booked = late({ parent_facilities: [{ id: 51, bookings: [{ date: NEXT, start_time: '01:00:00', end_time: '02:00:00' }] }] });
    expect(linkRefusal(booked, NEXT, '01:00:00', '02:00:00', true)).toBe('linked_facility_booked');
    expect(linkRefusal(booked, D, '23:00:00', '00:00:00', true)).toBeNull();
    const taught = late({ workshop_program_schedules: [{ start_date: NEXT, start_time: '01:00:00', end_time: '02:00:00' }] });
    expect(facilityFree(taught, NEXT, '00:30:00', '01:30:00', true)).toBe(false);
  });
});

describe('the shipped seed: Basketball (full court 51, half courts 52 and 53, academy court 54)', () => {
  let kit: ReturnType<typeof commerceKit>;
  beforeEach(() => void (kit = commerceKit()));
  const day = (n: number) => addDays(todayIn('Asia/Dubai'), n);
  const line = (facility_id: number, date: string, start_time: string, end_time: string) => ({ product_id: facility_id * 10 + 1, quantity: 1, date, start_time, end_time, facility_id });
  const sync = (sid: string, l: ReturnType<typeof line>) => kit.call('POST', '/api/v2/cart/sync', { sid, body: { products: [l] } });
  const available = (date: string, start: string, end: string) =>
    data<Array<{ id: number }>>(kit.call('GET', `/api/v2/facilities/fetchAvailableFacilities?venue_service_id=5&date=${date}&start_time=${start}&end_time=${end}`)).map((f) => f.id);

  it("the schedule carries the parent's and children's bookings and the classes; availability agrees", () => {
    const s = scheduleResponseSchema.parse(kit.call('GET', `/api/v2/facilities/schedule?venue_service_id=5&date=${day(1)}`).body).data.facilities;
    const half = s.find((f) => f.id === 52)!;
    expect(half.parent_facilities.map((p) => [p.id, p.bookings.map((b) => b.start_time)])).toEqual([[51, ['19:00:00']]]);
    expect(s.find((f) => f.id === 51)!.child_facilities.map((c) => c.id)).toEqual([52, 53]);
    expect(s.find((f) => f.id === 54)!.workshop_program_schedules.map((c) => c.start_time)).toEqual(['17:00:00', '10:00:00']);
    // Tomorrow 19:00-21:00 the full court is booked: neither half is free; at 18:00 all but the academy court (class) are.
    expect(available(day(1), '19:00:00', '20:00:00')).toEqual([54]);
    expect(available(day(1), '17:00:00', '18:00:00')).toEqual([51, 52, 53]);
    // Day +2 12:00 half court B is booked: the full court is not free, half court A is.
    expect(available(day(2), '12:00:00', '13:00:00')).toEqual([52, 54]);
  });

  it("a hold on the full court refuses both halves with linked_facility_booked, and a half's hold refuses the full court", () => {
    // Not a Saturday: the academy court's Saturday clinic (10:00-12:00) would take the hour checked last.
    let d = day(3);
    while (weekday(d) === 6) d = addDays(d, 1);
    expect(sync('session-full-1', line(51, d, '10:00:00', '11:00:00')).status).toBe(200);
    const refused = sync('session-half-1', line(52, d, '10:00:00', '11:00:00'));
    expect([refused.status, code(refused), message(refused)]).toEqual([409, 'linked_facility_booked', 'This time is booked on a linked facility']);
    expect(code(sync('session-half-1', line(53, d, '09:30:00', '10:30:00')))).toBe('linked_facility_booked');
    expect(sync('session-half-1', line(53, d, '11:00:00', '12:00:00')).status).toBe(200);
    expect(code(sync('session-full-2', line(51, d, '11:00:00', '12:00:00')))).toBe('linked_facility_booked');
    expect(available(d, '10:00:00', '11:00:00')).toEqual([54]);
  });

  it('the academy class hour is refused with class_scheduled; the hour after it is sold', () => {
    const refused = sync('session-class-1', line(54, day(3), '17:00:00', '18:00:00'));
    expect([refused.status, code(refused)]).toEqual([409, 'class_scheduled']);
    expect(sync('session-class-1', line(54, day(3), '18:00:00', '19:00:00')).status).toBe(200);
  });

  it('an order for a half court while the full court is held, or for the class hour, is refused with its code', () => {
    expect(sync('session-full-3', line(51, day(4), '10:00:00', '11:00:00')).status).toBe(200);
    const bearer = kit.login(CUSTOMER);
    const half = kit.order({ capacity_facility: [{ ...line(52, day(4), '10:00:00', '11:00:00'), venue_service_id: 5, addons: [] }] }, { bearer });
    expect([half.status, code(half)]).toEqual([409, 'linked_facility_booked']);
    const taught = kit.order({ capacity_facility: [{ ...line(54, day(4), '17:00:00', '18:00:00'), venue_service_id: 5, addons: [] }] }, { bearer });
    expect([taught.status, code(taught)]).toEqual([409, 'class_scheduled']);
    expect(kit.order({ capacity_facility: [{ ...line(52, day(4), '11:00:00', '12:00:00'), venue_service_id: 5, addons: [] }] }, { bearer }).status).toBe(200);
  });
});
