import { bench, describe } from 'vitest';
import { generateSlots } from './slots';
import type { FacilitySchedule } from './types';
import { toTime } from './time';

// Issue 5 "Measured": a busy day, 30 facilities, 5-minute increments, 500 bookings.
const DATE = '2026-03-01';
const facilities: FacilitySchedule[] = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  name: { en: `Court ${i + 1}`, ar: `Court ${i + 1}` },
  perCapacity: i % 3 === 0,
  capacity: i % 3 === 0 ? 20 : 1,
  rentals: [{ productId: 100 + i, start: '00:00:00', end: '23:59:59' }],
  bookings: Array.from({ length: 500 / 30 + (i < 500 % 30 ? 1 : 0) }, (_, k) => {
    const start = ((k * 83 + i * 17) % (23 * 12)) * 5;
    return { date: DATE, endDate: null, start: toTime(start), end: toTime(start + 60), attendance: 1 + (k % 4), fullDay: false };
  }),
  maintenances: [{ date: DATE, endDate: null, start: '03:00:00', end: '04:00:00' }],
  eventSchedules: [{ date: DATE, start: '18:00:00', end: '21:00:00' }],
  // Every third court is a half of the one before: that court's bookings come with the link (spec §3).
  linked: i % 3 === 1 ? [{ id: i, relation: 'parent' as const, bookings: [{ date: DATE, endDate: null, start: '12:00:00', end: '13:00:00', attendance: 1, fullDay: false }] }] : [],
  classes: [{ programId: null, name: null, date: DATE, endDate: null, start: '16:00:00', end: '17:00:00', weekdays: 0 }],
  controls: [{ date: DATE, endDate: null, start: '06:00:00', end: '08:00:00', weekdaysOnly: false, weekdays: 0, rentalIds: [], channels: ['members'] }],
}));

describe('slots', () => {
  bench('busy day: 30 facilities, 5-minute increments, 500 bookings', () => {
    generateSlots({
      facilities,
      config: { timeIncrement: 5, onlineBookingDelay: 0 },
      date: DATE,
      duration: 60,
      channel: 'public',
      overnight: false,
      now: { date: '2026-02-28', minutes: 0 },
      graceMinutes: 15,
    });
  });
});
