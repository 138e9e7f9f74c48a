import { facilityScheduleSchema, type FacilityScheduleWire } from '../../provider/facilities';

export function facility(over: Partial<Record<keyof FacilityScheduleWire, unknown>> = {}): FacilityScheduleWire {
  return facilityScheduleSchema.parse({
    id: 1,
    name: 'Court 1',
    facility_rentals: [{ product_id: 10, start_time: '08:00:00', end_time: '12:00:00' }],
    ...over,
  });
}

export const config = { time_increment: 60, min_booking_time: 60, online_booking_delay: 0 };
export const tomorrow = { date: '2026-01-01', minutes: 0 };
