import { describe, expect, it } from 'vitest';
import { ProviderError } from '@/lib/provider/errors';
import { bookingMinutes, movedEnd, rescheduleRefusal } from './booking-changes';
import { changeFailureKey } from './change-failure';

const now = { date: '2026-03-10', minutes: 12 * 60 };
const w = { advanceDays: 14 };

describe('a reschedule follows the rules of a new booking (issue 23 item 2)', () => {
  it('spec §5 booking dates: not before today (pastDay), not after today plus advance_booking_days_limit (outsideWindow)', () => {
    expect(rescheduleRefusal({ date: '2026-03-09', start: '18:00:00' }, now, w)).toBe('pastDay');
    expect(rescheduleRefusal({ date: '2026-03-24', start: '10:00:00' }, now, w)).toBeNull();
    expect(rescheduleRefusal({ date: '2026-03-25', start: '10:00:00' }, now, w)).toBe('outsideWindow');
  });
  it('spec §5: with the custom range enabled, also inside that range', () => {
    const custom = { ...w, customRange: { enabled: true, start: null, end: '2026-03-15' } };
    expect(rescheduleRefusal({ date: '2026-03-16', start: '10:00:00' }, now, custom)).toBe('outsideWindow');
    expect(rescheduleRefusal({ date: '2026-03-15', start: '10:00:00' }, now, custom)).toBeNull();
  });
  it('spec §9 same-day slots: a time already started today is past (pastHour); the online booking delay moves now forward', () => {
    expect(rescheduleRefusal({ date: '2026-03-10', start: '11:00:00' }, now, w)).toBe('pastHour');
    expect(rescheduleRefusal({ date: '2026-03-10', start: '11:59' }, now, w)).toBe('pastHour');
    expect(rescheduleRefusal({ date: '2026-03-10', start: '12:00:00' }, now, w)).toBeNull();
    expect(rescheduleRefusal({ date: '2026-03-10', start: '12:30:00' }, now, { ...w, delay: 60 })).toBe('pastHour');
  });
  it('keeps the booking length; spec §9 a midnight end is stored as 23:59:59', () => {
    expect(bookingMinutes('14:00:00', '15:30:00')).toBe(90);
    expect(bookingMinutes('23:00:00', '01:00:00')).toBe(120);
    expect(movedEnd('18:00:00', 90, false)).toBe('19:30:00');
    expect(movedEnd('23:00:00', 60, false)).toBe('23:59:59');
    expect(movedEnd('23:00:00', 120, true)).toBe('01:00:00');
  });
  it("names the provider's refusal of a move by its own message key", () => {
    const err = (status: number, code?: string) => new ProviderError({ kind: 'http', status, data: code ? { code } : null, path: 'x' });
    expect([err(422, 'past_day'), err(422, 'past_time'), err(422, 'outside_window'), err(409, 'slot_full'), err(409, 'linked_facility_booked'), err(409, 'class_scheduled'), err(422, 'not_allowed'), err(404), err(500), new Error('x')].map(changeFailureKey)).toEqual([
      'pastDay',
      'pastHour',
      'outsideWindow',
      'slotTaken',
      'linkedFacilityBooked',
      'classScheduled',
      'notAllowed',
      'notFound',
      'generic',
      'generic',
    ]);
  });
});
