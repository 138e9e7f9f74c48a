import { describe, expect, it } from 'vitest';
import { facilityScheduleSchema } from './facilities';
import { reshapeFacilitySchedule } from './facility-shapes';

/**
 * spec §3 Facility parent_facilities, child_facilities, workshop_program_schedules as the storefront reads them:
 * tolerant of what is missing (empty lists), of a bare id for a linked facility, and of weekdays as bits or as day
 * indexes; reshaped onto the app types so components never see the wire.
 */
const base = { id: 7, name: 'Half Court A', facility_rentals: [{ product_id: 10, start_time: '08:00:00', end_time: '12:00:00' }] };
const read = (over: Record<string, unknown>) => reshapeFacilitySchedule(facilityScheduleSchema.parse({ ...base, ...over }));

describe('linked facilities and class schedules on the wire (spec §3 Facility)', () => {
  it('missing fields are empty lists', () => {
    const f = read({});
    expect(f.linked).toEqual([]);
    expect(f.classes).toEqual([]);
  });

  it('parents and children keep their relation and their bookings; a bare id has none', () => {
    const f = read({
      parent_facilities: [{ id: 50, name: 'Full Court', ar_name: 'الملعب الكامل', bookings: [{ date: '2026-01-02', start_time: '09:00:00', end_time: '10:00:00', is_full_day: 0 }] }],
      child_facilities: [51],
    });
    expect(f.linked).toEqual([
      { id: 50, relation: 'parent', bookings: [{ date: '2026-01-02', endDate: null, start: '09:00:00', end: '10:00:00', attendance: 1, fullDay: false }] },
      { id: 51, relation: 'child', bookings: [] },
    ]);
  });

  it('a class schedule keeps its programme, name, date range, hours and weekday bits (day indexes become bits)', () => {
    const f = read({
      workshop_program_schedules: [
        { workshop_program_id: 3, name: 'Junior academy', ar_name: 'أكاديمية الناشئين', start_date: '2026-01-01', end_date: '2026-03-31', start_time: '17:00:00', end_time: '18:00:00', weekdays: [1, 3] },
        { start_date: '2026-01-05', start_time: '10:00', end_time: '12:00' },
      ],
    });
    expect(f.classes).toEqual([
      { programId: 3, name: { en: 'Junior academy', ar: 'أكاديمية الناشئين' }, date: '2026-01-01', endDate: '2026-03-31', start: '17:00:00', end: '18:00:00', weekdays: 2 | 8 },
      { programId: null, name: null, date: '2026-01-05', endDate: null, start: '10:00', end: '12:00', weekdays: 0 },
    ]);
  });

  it('a malformed class schedule is refused like any other malformed schedule entry', () => {
    expect(facilityScheduleSchema.safeParse({ ...base, workshop_program_schedules: [{ start_date: 'soon', start_time: '10:00', end_time: '11:00' }] }).success).toBe(false);
    expect(facilityScheduleSchema.safeParse({ ...base, workshop_program_schedules: [{ start_date: '2026-01-05', start_time: '10:00', end_time: '11:00', weekdays: [7] }] }).success).toBe(false);
  });
});
