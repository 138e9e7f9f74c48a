import { describe, expect, it } from 'vitest';
import { generateSlots, type SlotInput } from './slots';
import { facility, slotInput } from '../provider/__fixtures__/facility-schedule';

/**
 * Issue 15.6, spec §3 enable_over_night_booking and §9: an overnight opening is one timeline. A slot after midnight
 * is on the next calendar day and is checked against that day's bookings, maintenances, event schedules and
 * controls; a range of the day before that runs past midnight blocks the booking date's first hours.
 */
const DATE = '2026-01-02';
const NEXT = '2026-01-03';
const PREV = '2026-01-01';
const night = (over: Record<string, unknown> = {}) => facility({ facility_rentals: [{ product_id: 1, start_time: '22:00:00', end_time: '03:00:00' }], ...over });
const input = (over: Partial<SlotInput> = {}): SlotInput => slotInput({ facilities: [night()], date: DATE, overnight: true, now: { date: PREV, minutes: 0 }, ...over });
const slots = (over: Partial<SlotInput> = {}) => generateSlots(input(over)).map((s) => `${s.date} ${s.start}-${s.end}`);

describe('overnight opening as one timeline (issue 15.6)', () => {
  it('a slot after midnight carries the next calendar day; the evening keeps the booking date', () => {
    expect(slots()).toEqual([
      `${DATE} 22:00:00-23:00:00`,
      `${DATE} 23:00:00-23:59:59`,
      `${NEXT} 00:00:00-01:00:00`,
      `${NEXT} 01:00:00-02:00:00`,
      `${NEXT} 02:00:00-03:00:00`,
    ]);
  });

  it("a maintenance window in the next day's first hours blocks those slots; one dated the booking date does not", () => {
    const at = (date: string) => slots({ facilities: [night({ maintenances: [{ date, start_time: '01:00:00', end_time: '02:00:00' }] })] });
    expect(at(NEXT)).not.toContain(`${NEXT} 01:00:00-02:00:00`);
    expect(at(NEXT)).toHaveLength(4);
    expect(at(DATE)).toContain(`${NEXT} 01:00:00-02:00:00`);
  });

  it("a booking of the next day blocks its after-midnight slot (private facility), up to capacity when per capacity", () => {
    const bookings = [{ date: NEXT, start_time: '00:00:00', end_time: '01:00:00', attendance: 2 }];
    expect(slots({ facilities: [night({ bookings })] })).not.toContain(`${NEXT} 00:00:00-01:00:00`);
    expect(slots({ facilities: [night({ bookings, per_capacity: 1, capacity: 3 })] })).toContain(`${NEXT} 00:00:00-01:00:00`);
    expect(slots({ facilities: [night({ bookings, per_capacity: 1, capacity: 2 })] })).not.toContain(`${NEXT} 00:00:00-01:00:00`);
  });

  it('a full-day booking of the next day blocks only the after-midnight slots', () => {
    const bookings = [{ date: NEXT, start_time: '00:00:00', end_time: '23:59:59', is_full_day: 1 }];
    expect(slots({ facilities: [night({ bookings })] })).toEqual([`${DATE} 22:00:00-23:00:00`, `${DATE} 23:00:00-23:59:59`]);
  });

  it("an event schedule of the next day blocks the 60 minutes before its end (spec §9) on that day's clock", () => {
    const event_schedules = [{ date: NEXT, start_time: '00:00:00', end_time: '03:00:00' }];
    expect(slots({ facilities: [night({ event_schedules })] })).not.toContain(`${NEXT} 02:00:00-03:00:00`);
    expect(slots({ facilities: [night({ event_schedules })] })).toContain(`${NEXT} 01:00:00-02:00:00`);
  });

  it('a booking of the day before that runs past midnight blocks the first hours of the booking date', () => {
    const early = facility({ facility_rentals: [{ product_id: 1, start_time: '00:00:00', end_time: '04:00:00' }], bookings: [{ date: PREV, start_time: '23:00:00', end_time: '02:00:00' }] });
    expect(slots({ facilities: [early] }).map((s) => s.slice(11, 19))).toEqual(['02:00:00', '03:00:00']);
    expect(slots({ facilities: [early], overnight: false }).map((s) => s.slice(11, 19))).toEqual(['00:00:00', '01:00:00', '02:00:00', '03:00:00']);
  });

  it("a schedule control is applied on the day it is dated, also after midnight", () => {
    const control = { date: NEXT, end_date: NEXT, start_time: '00:00:00', end_time: '01:00:00', channels: ['members'] };
    const f = [night({ schedule_control: [control] })];
    expect(slots({ facilities: f })).not.toContain(`${NEXT} 00:00:00-01:00:00`);
    expect(slots({ facilities: f, channel: 'members' })).toContain(`${NEXT} 00:00:00-01:00:00`);
  });
});
