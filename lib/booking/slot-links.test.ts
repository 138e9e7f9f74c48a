import { describe, expect, it } from 'vitest';
import { generateSlots, type SlotInput } from './slots';
import { facility, slotInput } from '../provider/__fixtures__/facility-schedule';

/**
 * Issue 23 item 1, spec §3 Facility (parent_facilities, child_facilities, workshop_program_schedules) and §9 (slot
 * rules, one overnight timeline): a slot the provider would refuse is never offered. A booking or hold on a parent
 * or child facility takes the whole shared space; an academy class holds its facility for its hours on its days.
 * The fixture facility opens 08:00-12:00 on 2026-01-02 (a Friday) in 60-minute slots.
 */
const DATE = '2026-01-02';
const NEXT = '2026-01-03';
const starts = (over: Partial<SlotInput>) => generateSlots(slotInput(over)).map((s) => s.start);
const booking = (start: string, end: string, over: Record<string, unknown> = {}) => ({ date: DATE, start_time: start, end_time: end, ...over });

describe('parent and child facilities share one space (spec §3 Facility)', () => {
  it("a booking on the parent court blocks its half court's overlapping slots, and only those", () => {
    const half = facility({ parent_facilities: [{ id: 50, name: 'Full court', bookings: [booking('09:30:00', '10:30:00')] }] });
    expect(starts({ facilities: [half] })).toEqual(['08:00:00', '11:00:00']);
  });

  it("a booking on a child (half) court blocks the parent court's slot", () => {
    const full = facility({ child_facilities: [{ id: 51, bookings: [] }, { id: 52, bookings: [booking('10:00:00', '11:00:00')] }] });
    expect(starts({ facilities: [full] })).toEqual(['08:00:00', '09:00:00', '11:00:00']);
  });

  it('any booking on a linked facility blocks the slot, even a per-capacity one with places left (docs/decisions.md)', () => {
    const pool = facility({ per_capacity: 1, capacity: 20, parent_facilities: [{ id: 50, bookings: [booking('08:00:00', '09:00:00', { attendance: 1 })] }] });
    expect(starts({ facilities: [pool] })).not.toContain('08:00:00');
    // Its own bookings still count against its capacity only.
    const own = facility({ per_capacity: 1, capacity: 20, bookings: [booking('08:00:00', '09:00:00', { attendance: 1 })] });
    expect(starts({ facilities: [own] })).toContain('08:00:00');
  });

  it('a full-day or multi-day booking on the linked facility blocks every slot of the date', () => {
    const fullDay = facility({ parent_facilities: [{ id: 50, bookings: [booking('00:00:00', '00:00:00', { is_full_day: 1 })] }] });
    expect(starts({ facilities: [fullDay] })).toEqual([]);
    const span = facility({ child_facilities: [{ id: 51, bookings: [booking('08:00:00', '09:00:00', { date: '2025-12-31', booking_end_date: NEXT })] }] });
    expect(starts({ facilities: [span] })).not.toContain('08:00:00');
  });

  it('a linked facility given as a bare id, or with no bookings, blocks nothing; missing lists are empty', () => {
    expect(starts({ facilities: [facility({ parent_facilities: [50], child_facilities: [51, 52] })] })).toHaveLength(4);
    expect(starts({ facilities: [facility()] })).toHaveLength(4);
  });

  it('another facility of the grid offers the hour its neighbour loses (the slot lists only the free one)', () => {
    const half = facility({ id: 2, parent_facilities: [{ id: 50, bookings: [booking('09:00:00', '10:00:00')] }] });
    const other = facility({ id: 3 });
    const nine = generateSlots(slotInput({ facilities: [half, other] })).find((s) => s.start === '09:00:00');
    expect(nine?.facilityIds).toEqual([3]);
  });

  it('on an overnight opening, a parent booking after midnight the next day blocks that slot (one timeline, spec §9)', () => {
    const night = (bookings: unknown[]) =>
      facility({ facility_rentals: [{ product_id: 1, start_time: '22:00:00', end_time: '03:00:00' }], parent_facilities: [{ id: 50, bookings }] });
    const at = (bookings: unknown[]) => generateSlots(slotInput({ facilities: [night(bookings)], overnight: true })).map((s) => `${s.date} ${s.start}`);
    expect(at([{ date: NEXT, start_time: '01:00:00', end_time: '02:00:00' }])).not.toContain(`${NEXT} 01:00:00`);
    expect(at([{ date: DATE, start_time: '01:00:00', end_time: '02:00:00' }])).toContain(`${NEXT} 01:00:00`);
    // A parent booking of the evening before running past midnight blocks the booking date's first hour.
    const early = facility({ facility_rentals: [{ product_id: 1, start_time: '00:00:00', end_time: '03:00:00' }], parent_facilities: [{ id: 50, bookings: [{ date: '2026-01-01', start_time: '23:00:00', end_time: '01:00:00' }] }] });
    expect(generateSlots(slotInput({ facilities: [early], overnight: true })).map((s) => s.start)).toEqual(['01:00:00', '02:00:00']);
  });
});

describe('academy class schedules hold their facility (spec §3 Facility workshop_program_schedules)', () => {
  const classes = (schedule: Record<string, unknown>) => facility({ workshop_program_schedules: [{ name: 'Junior academy', start_time: '10:00:00', end_time: '11:00:00', ...schedule }] });

  it("the class's hour is not offered on a day of its date range; other hours are", () => {
    expect(starts({ facilities: [classes({ start_date: '2025-12-01', end_date: '2026-02-28' })] })).toEqual(['08:00:00', '09:00:00', '11:00:00']);
  });

  it('outside its date range the class blocks nothing; without an end date it is that one day', () => {
    expect(starts({ facilities: [classes({ start_date: '2026-01-03', end_date: '2026-02-28' })] })).toHaveLength(4);
    expect(starts({ facilities: [classes({ start_date: '2025-12-01', end_date: '2026-01-01' })] })).toHaveLength(4);
    expect(starts({ facilities: [classes({ start_date: DATE })] })).not.toContain('10:00:00');
    expect(starts({ facilities: [classes({ start_date: '2026-01-01' })] })).toHaveLength(4);
  });

  it('only on its weekdays (spec §3 weekday bits, or day indexes as the academy calls send them)', () => {
    const range = { start_date: '2025-12-01', end_date: '2026-02-28' };
    expect(starts({ facilities: [classes({ ...range, weekdays: 32 })] })).not.toContain('10:00:00'); // Friday
    expect(starts({ facilities: [classes({ ...range, weekdays: 2 | 8 })] })).toContain('10:00:00'); // Monday, Wednesday
    expect(starts({ facilities: [classes({ ...range, weekdays: [5] })] })).not.toContain('10:00:00'); // Friday = 5
    expect(starts({ facilities: [classes({ ...range, weekdays: [0, 6] })] })).toContain('10:00:00');
  });

  it('a longer booking that reaches into the class is refused too', () => {
    expect(starts({ facilities: [classes({ start_date: DATE })], duration: 120 })).toEqual(['08:00:00']);
    expect(starts({ facilities: [classes({ start_date: DATE, start_time: '11:00:00', end_time: '12:00:00' })], duration: 120 })).toEqual(['08:00:00', '09:00:00']);
  });

  it('on an overnight opening, a class after midnight on the next day blocks that slot only on its days', () => {
    const night = (schedule: Record<string, unknown>) =>
      facility({ facility_rentals: [{ product_id: 1, start_time: '22:00:00', end_time: '03:00:00' }], workshop_program_schedules: [{ start_time: '01:00:00', end_time: '02:00:00', ...schedule }] });
    const at = (schedule: Record<string, unknown>) => generateSlots(slotInput({ facilities: [night(schedule)], overnight: true })).map((s) => `${s.date} ${s.start}`);
    expect(at({ start_date: NEXT })).not.toContain(`${NEXT} 01:00:00`);
    expect(at({ start_date: DATE, end_date: NEXT, weekdays: 64 })).not.toContain(`${NEXT} 01:00:00`); // Saturday 3 Jan
    expect(at({ start_date: DATE, end_date: NEXT, weekdays: 32 })).toContain(`${NEXT} 01:00:00`); // Friday only
  });
});
