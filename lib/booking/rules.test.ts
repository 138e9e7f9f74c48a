import { describe, expect, it } from 'vitest';
import { dependencyConflict, type Booked } from './dependencies';
import { addonLimit, clampAddon } from './addons';
import { facilityBookingStatus, isPastBooking, needsApproval } from './status';
import { WEEKDAY_BITS, weekdaysInclude } from './weekdays';
import { channelOf } from './channel';
import { storedEndTime, rangeEnd, ddmmyyyy, label12 } from './time';

const b = (over: Partial<Booked>): Booked => ({ productId: 1, date: '2026-01-01', start: '10:00:00', end: '11:00:00', dependencies: [], ...over });

describe('dependencies (spec §5)', () => {
  const dependent = b({ productId: 2, start: '12:00:00', end: '13:00:00', dependencies: [{ product_id: 1, period: 'D' }] });
  it('period D: same day conflicts', () => {
    expect(dependencyConflict(dependent, [b({})])).toBe(true);
    expect(dependencyConflict(dependent, [b({ date: '2026-01-02' })])).toBe(false);
  });
  it('otherwise only overlapping ranges conflict, in either order of adding', () => {
    const d = { ...dependent, dependencies: [{ product_id: 1, period: null }] };
    expect(dependencyConflict(d, [b({})])).toBe(false);
    expect(dependencyConflict(d, [b({ start: '12:30:00', end: '13:30:00' })])).toBe(true);
    expect(dependencyConflict(b({ start: '12:30:00', end: '13:30:00' }), [d])).toBe(true);
  });
  it('unrelated products never conflict', () => {
    expect(dependencyConflict(b({ productId: 3 }), [b({})])).toBe(false);
  });
});

describe('add-on quantity (spec §5, §9 default stock 100)', () => {
  it('stock when inventory is on, else 100', () => {
    expect(addonLimit({ inventoryEnabled: false, inventoryPeriod: null, quantity: 5, sales: 0 })).toBe(100);
    expect(addonLimit({ inventoryEnabled: true, inventoryPeriod: 'T', quantity: 5, sales: 2 })).toBe(5);
    expect(addonLimit({ inventoryEnabled: true, inventoryPeriod: null, quantity: 5, sales: 2 })).toBe(3);
  });
  it("over the limit gives 'maxQuantityReached'", () => {
    expect(clampAddon(4, 3)).toEqual({ quantity: 3, error: { key: 'maxQuantityReached', max: 3 } });
    expect(clampAddon(2, 3).error).toBeNull();
  });
});

describe('facility booking display status (spec §4)', () => {
  const r = { facility_date: '2026-01-01', facility_end_time: '11:00:00' };
  it('in order: rejected, checked-out, consumed, approved, inactive, pending', () => {
    expect(facilityBookingStatus({ ...r, cid_approved: 2, check_out_time: 'x' })).toBe('rejected');
    expect(facilityBookingStatus({ ...r, status_id: 2 })).toBe('rejected');
    expect(facilityBookingStatus({ ...r, check_out_time: 'x', check_in_time: 'y' })).toBe('checkedOut');
    expect(facilityBookingStatus({ ...r, check_in_time: 'y' })).toBe('consumed');
    expect(facilityBookingStatus({ ...r, is_booking_approved: 1, status_id: 1 })).toBe('approved');
    expect(facilityBookingStatus({ ...r, is_booking_approved: 1, cid_approved: 0, status_id: 1 })).toBe('pending');
    expect(facilityBookingStatus({ ...r, status_id: 13 })).toBe('inactive');
    expect(facilityBookingStatus(r)).toBe('pending');
  });
  it('needs approval: approval 0 without CID, or approved with CID 0', () => {
    expect(needsApproval({ ...r, is_booking_approved: 0 })).toBe(true);
    expect(needsApproval({ ...r, is_booking_approved: 0, cid_approved: 1 })).toBe(false);
    expect(needsApproval({ ...r, is_booking_approved: 1, cid_approved: 0 })).toBe(true);
    expect(needsApproval({ ...r, is_booking_approved: 1 })).toBe(false);
  });
  it('is past once now is after its date plus end time', () => {
    expect(isPastBooking(r, { date: '2026-01-01', minutes: 661 })).toBe(true);
    expect(isPastBooking(r, { date: '2026-01-01', minutes: 600 })).toBe(false);
    expect(isPastBooking(r, { date: '2026-01-02', minutes: 0 })).toBe(true);
  });
});

describe('constants', () => {
  it('weekday bits (spec §3): Sunday 1 … Saturday 64', () => {
    expect(WEEKDAY_BITS).toEqual([1, 2, 4, 8, 16, 32, 64]);
    expect(weekdaysInclude(1, '2026-01-04')).toBe(true); // a Sunday
    expect(weekdaysInclude(1, '2026-01-05')).toBe(false);
  });
  it('channels (spec §6): partner, member, public', () => {
    expect(channelOf({ partner: true, member: true })).toBe('partners');
    expect(channelOf({ member: true })).toBe('members');
    expect(channelOf(null)).toBe('public');
    expect(channelOf({ anonymous: true, member: true })).toBe('public');
  });
  it('times (spec §9)', () => {
    expect(storedEndTime(1440)).toBe('23:59:59');
    expect(rangeEnd('10:00:00', '00:00:00', false)).toBe(1440);
    expect(ddmmyyyy('2026-01-31')).toBe('31-01-2026');
    expect(label12(0)).toBe('12:00 AM');
    expect(label12(13 * 60 + 5, 'ar')).toBe('01:05 م');
  });
});
