import { facilityScheduleSchema } from '../facilities';
import { reshapeFacilitySchedule } from '../facility-shapes';
import type { SlotInput } from '../../booking/slots';
import type { FacilitySchedule } from '../../booking/types';

/** A facility as the provider sends it (wire field names, as the spec names them), reshaped as the app uses it. */
export function facility(over: Record<string, unknown> = {}): FacilitySchedule {
  return reshapeFacilitySchedule(facilityScheduleSchema.parse({
    id: 1,
    name: 'Court 1',
    facility_rentals: [{ product_id: 10, start_time: '08:00:00', end_time: '12:00:00' }],
    ...over,
  }));
}

export const config = { timeIncrement: 60, onlineBookingDelay: 0 };
export const tomorrow = { date: '2026-01-01', minutes: 0 };

/** A public 60-minute request on 2026-01-02 for the facility above, asked the day before at 10:00; a test overrides what it checks. */
export const slotInput = (over: Partial<SlotInput> = {}): SlotInput => ({
  facilities: [facility()],
  config,
  date: '2026-01-02',
  duration: 60,
  channel: 'public',
  overnight: false,
  now: { date: '2026-01-01', minutes: 600 },
  graceMinutes: 15,
  ...over,
});
