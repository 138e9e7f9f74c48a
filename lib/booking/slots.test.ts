import { describe, expect, it } from 'vitest';
import { dropPast, generateSlots, visibleSlotCount, type SlotInput } from './slots';
import { config, facility, slotInput } from '../provider/__fixtures__/facility-schedule';

const DATE = '2026-01-02';
const base = slotInput;
const starts = (i: SlotInput) => generateSlots(i).map((s) => s.start);

describe('slot generation', () => {
  it('steps by the time increment inside the opening range (spec §3 time_increment)', () => {
    expect(starts(base())).toEqual(['08:00:00', '09:00:00', '10:00:00', '11:00:00']);
    expect(starts(base({ config: { ...config, timeIncrement: 30 } }))).toHaveLength(7);
  });

  it('a longer duration needs the whole span free inside opening hours', () => {
    expect(starts(base({ duration: 120 }))).toEqual(['08:00:00', '09:00:00', '10:00:00']);
  });

  it('a private facility is blocked by any overlapping booking; per-capacity only when full (spec §3 per_capacity)', () => {
    const bookings = [{ date: DATE, start_time: '09:00:00', end_time: '10:00:00', attendance: 3 }];
    expect(starts(base({ facilities: [facility({ bookings })] }))).not.toContain('09:00:00');
    expect(starts(base({ facilities: [facility({ bookings, per_capacity: 1, capacity: 4 })] }))).toContain('09:00:00');
    expect(starts(base({ facilities: [facility({ bookings, per_capacity: 1, capacity: 3 })] }))).not.toContain('09:00:00');
  });

  it('maintenance windows block their slots', () => {
    const maintenances = [{ date: DATE, start_time: '10:00:00', end_time: '11:00:00' }];
    expect(starts(base({ facilities: [facility({ maintenances })] }))).toEqual(['08:00:00', '09:00:00', '11:00:00']);
  });

  it('event schedules block the last 60 minutes before their end (spec §9)', () => {
    const event_schedules = [{ date: DATE, start_time: '08:00:00', end_time: '11:00:00' }];
    expect(starts(base({ facilities: [facility({ event_schedules })] }))).toEqual(['08:00:00', '09:00:00', '11:00:00']);
  });

  it('end time 00:00:00 or 23:59:59 rolls to the next day and is stored as 23:59:59 (spec §9)', () => {
    for (const end of ['00:00:00', '23:59:59']) {
      const slots = generateSlots(base({ facilities: [facility({ facility_rentals: [{ product_id: 1, start_time: '22:00:00', end_time: end }] })] }));
      expect(slots.map((s) => [s.start, s.end])).toEqual([
        ['22:00:00', '23:00:00'],
        ['23:00:00', '23:59:59'],
      ]);
    }
  });

  it('with overnight booking an end before the start belongs to the next day (spec §3 enable_over_night_booking)', () => {
    const f = facility({ facility_rentals: [{ product_id: 1, start_time: '22:00:00', end_time: '02:00:00' }] });
    expect(starts(base({ facilities: [f], overnight: true }))).toEqual(['22:00:00', '23:00:00', '00:00:00', '01:00:00']);
    expect(starts(base({ facilities: [f], overnight: false }))).toEqual([]);
  });

  it('schedule control admits only its channels, on its weekdays (spec §6 channels, §3 weekday bits)', () => {
    // 2026-01-02 is a Friday: bit 32.
    const control = { date: '2026-01-01', end_date: '2026-01-31', start_time: '08:00:00', end_time: '10:00:00', channels: ['members'] };
    const f = (c: object) => [facility({ schedule_control: [{ ...control, ...c }] })];
    expect(starts(base({ facilities: f({}) }))).toEqual(['10:00:00', '11:00:00']);
    expect(starts(base({ facilities: f({}), channel: 'members' }))).toHaveLength(4);
    expect(starts(base({ facilities: f({ interval_type: 1, weekdays: 32 }) }))).toEqual(['10:00:00', '11:00:00']);
    expect(starts(base({ facilities: f({ interval_type: 1, weekdays: 2 | 64 }) }))).toHaveLength(4);
    expect(starts(base({ facilities: f({ rentals: [999] }) }))).toHaveLength(4);
  });

  it('merges facilities by start time and lists which facilities are free', () => {
    const slots = generateSlots(base({ facilities: [facility(), facility({ id: 2, maintenances: [{ date: DATE, start_time: '08:00:00', end_time: '09:00:00' }] })] }));
    expect(slots[0]!.facilityIds).toEqual([1]);
    expect(slots[1]!.facilityIds).toEqual([1, 2]);
  });
});

describe('same-day slots (spec §9)', () => {
  const slots = [0, 60, 120, 180].map((startMin) => ({ startMin }));
  it('drops past slots but keeps the nearest earlier one started less than the grace ago', () => {
    expect(dropPast(slots, 'd', { date: 'd', minutes: 70 }, 15)).toEqual([{ startMin: 60 }, { startMin: 120 }, { startMin: 180 }]);
    expect(dropPast(slots, 'd', { date: 'd', minutes: 75 }, 15)).toEqual([{ startMin: 120 }, { startMin: 180 }]);
    // 30 minutes on one venue's host (tenant slotGraceMinutes).
    expect(dropPast(slots, 'd', { date: 'd', minutes: 85 }, 30)).toHaveLength(3);
  });
  it('other dates are untouched; past dates have none', () => {
    expect(dropPast(slots, 'e', { date: 'd', minutes: 999 }, 15)).toHaveLength(4);
    expect(dropPast(slots, 'c', { date: 'd', minutes: 0 }, 15)).toHaveLength(0);
  });
  it('generateSlots applies it on the venue today', () => {
    const s = generateSlots(base({ now: { date: DATE, minutes: 9 * 60 + 20 } }));
    expect(s.map((x) => x.start)).toEqual(['10:00:00', '11:00:00']);
  });
});

describe('slot pages (spec §9)', () => {
  it('11 first, then 12 per show-more click', () => {
    expect(visibleSlotCount(0)).toBe(11);
    expect(visibleSlotCount(1)).toBe(23);
    expect(visibleSlotCount(2)).toBe(35);
  });
});
