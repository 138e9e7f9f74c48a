import { bench, describe } from 'vitest';
import { generateSlots } from './slots';
import { facilityScheduleSchema } from '../provider/facilities';
import { reshapeFacilitySchedule } from '../provider/facility-shapes';
import { toTime } from './time';

// Issue 5 "Measured": a busy day, 30 facilities, 5-minute increments, 500 bookings.
const DATE = '2026-03-01';
const facilities = Array.from({ length: 30 }, (_, i) =>
  reshapeFacilitySchedule(facilityScheduleSchema.parse({
    id: i + 1,
    name: `Court ${i + 1}`,
    per_capacity: i % 3 === 0 ? 1 : 0,
    capacity: i % 3 === 0 ? 20 : 1,
    facility_rentals: [{ product_id: 100 + i, start_time: '00:00:00', end_time: '23:59:59' }],
    bookings: Array.from({ length: 500 / 30 + (i < 500 % 30 ? 1 : 0) }, (_, k) => {
      const start = ((k * 83 + i * 17) % (23 * 12)) * 5;
      return { date: DATE, start_time: toTime(start), end_time: toTime(start + 60), attendance: 1 + (k % 4) };
    }),
    maintenances: [{ date: DATE, start_time: '03:00:00', end_time: '04:00:00' }],
    event_schedules: [{ date: DATE, start_time: '18:00:00', end_time: '21:00:00' }],
    schedule_control: [{ date: DATE, start_time: '06:00:00', end_time: '08:00:00', channels: ['members'] }],
  })),
);

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
