import { describe, expect, it } from 'vitest';
import { facilityScheduleSchema } from '../../lib/provider/facilities';
import { facilityFree, unitsTaken } from './facility-availability';

const D = '2026-03-01'; // a Sunday
const court = (over: Record<string, unknown> = {}) =>
  facilityScheduleSchema.parse({ id: 1, name: 'Court', facility_rentals: [{ product_id: 10, start_time: '08:00:00', end_time: '22:00:00' }], ...over });

describe('the sandbox computes availability on its own (spec §3, §9)', () => {
  it('a span must lie inside an opening range', () => {
    expect(facilityFree(court(), D, '08:00:00', '09:00:00', false)).toBe(true);
    expect(facilityFree(court(), D, '21:30:00', '22:30:00', false)).toBe(false);
    expect(facilityFree(court(), D, '07:30:00', '08:30:00', false)).toBe(false);
  });

  it('a booking blocks a private facility; a per-capacity one fills up to its capacity', () => {
    const bookings = [{ date: D, start_time: '10:00:00', end_time: '11:00:00', attendance: 3 }];
    expect(facilityFree(court({ bookings }), D, '10:30:00', '11:30:00', false)).toBe(false);
    expect(facilityFree(court({ bookings }), D, '11:00:00', '12:00:00', false)).toBe(true);
    expect(facilityFree(court({ bookings, per_capacity: 1, capacity: 4 }), D, '10:00:00', '11:00:00', false)).toBe(true);
    expect(facilityFree(court({ bookings, per_capacity: 1, capacity: 3 }), D, '10:00:00', '11:00:00', false)).toBe(false);
    expect(facilityFree(court({ bookings: [{ date: D, start_time: '00:00:00', end_time: '00:00:00', is_full_day: 1 }] }), D, '15:00:00', '16:00:00', false)).toBe(false);
  });

  it('maintenance blocks; an event blocks its last 60 minutes only', () => {
    expect(facilityFree(court({ maintenances: [{ date: D, start_time: '12:00:00', end_time: '13:00:00' }] }), D, '12:30:00', '13:30:00', false)).toBe(false);
    const events = { event_schedules: [{ date: D, start_time: '16:00:00', end_time: '19:00:00' }] };
    expect(facilityFree(court(events), D, '16:00:00', '17:00:00', false)).toBe(true);
    expect(facilityFree(court(events), D, '17:30:00', '18:30:00', false)).toBe(false);
  });

  it('a schedule control that does not list the channel blocks on its weekdays only', () => {
    const control = (over: Record<string, unknown>) => court({ schedule_control: [{ date: D, start_time: '08:00:00', end_time: '10:00:00', channels: ['members'], ...over }] });
    expect(facilityFree(control({}), D, '08:00:00', '09:00:00', false)).toBe(false);
    expect(facilityFree(control({ interval_type: 1, weekdays: 2 }), D, '08:00:00', '09:00:00', false)).toBe(true); // Mondays only
    expect(facilityFree(control({ interval_type: 1, weekdays: 1 }), D, '08:00:00', '09:00:00', false)).toBe(false); // Sundays
    expect(facilityFree(control({ channels: ['members', 'partners'] }), D, '08:00:00', '09:00:00', false)).toBe(true);
  });

  it('overnight opening runs past midnight when the venue allows it', () => {
    const late = court({ facility_rentals: [{ product_id: 10, start_time: '20:00:00', end_time: '02:00:00' }] });
    expect(facilityFree(late, D, '23:00:00', '01:00:00', true)).toBe(true);
    expect(facilityFree(late, D, '23:00:00', '01:00:00', false)).toBe(false);
  });

  describe('overnight booking as one timeline (issue 15.6)', () => {
    const NEXT = '2026-03-02';
    const late = (over: Record<string, unknown> = {}) => court({ facility_rentals: [{ product_id: 10, start_time: '18:00:00', end_time: '03:00:00' }], ...over });

    it("a slot after midnight is asked for on its own calendar day, inside the previous evening's opening", () => {
      expect(facilityFree(late(), NEXT, '00:30:00', '01:30:00', true)).toBe(true);
      expect(facilityFree(late(), NEXT, '02:30:00', '03:30:00', true)).toBe(false);
      expect(facilityFree(late(), NEXT, '00:30:00', '01:30:00', false)).toBe(false);
    });

    it('maintenance, bookings and events of that day block it; those of the evening before do not', () => {
      const m = (date: string) => late({ maintenances: [{ date, start_time: '01:00:00', end_time: '02:00:00' }] });
      expect(facilityFree(m(NEXT), NEXT, '01:00:00', '02:00:00', true)).toBe(false);
      expect(facilityFree(m(D), NEXT, '01:00:00', '02:00:00', true)).toBe(true);
      const b = late({ bookings: [{ date: NEXT, start_time: '00:00:00', end_time: '01:00:00' }] });
      expect(facilityFree(b, NEXT, '00:00:00', '01:00:00', true)).toBe(false);
      expect(facilityFree(b, D, '23:00:00', '00:00:00', true)).toBe(true);
      const e = late({ event_schedules: [{ date: NEXT, start_time: '00:00:00', end_time: '02:00:00' }] });
      expect(facilityFree(e, NEXT, '01:00:00', '02:00:00', true)).toBe(false);
    });

    it('a slot crossing midnight meets the next day\'s bookings; a booking past midnight the day before counts', () => {
      const next = late({ bookings: [{ date: NEXT, start_time: '00:00:00', end_time: '01:00:00' }] });
      expect(facilityFree(next, D, '23:30:00', '00:30:00', true)).toBe(false);
      const before = late({ per_capacity: 1, capacity: 5, bookings: [{ date: D, start_time: '23:00:00', end_time: '02:00:00', attendance: 4 }] });
      expect(unitsTaken(before, NEXT, '01:00:00', '02:00:00', true)).toBe(4);
      expect(unitsTaken(before, NEXT, '02:00:00', '03:00:00', true)).toBe(0);
    });
  });
});
