import { rangeEnd } from './time';

export interface FacilityBookingRecord {
  facility_date: string;
  facility_end_time: string;
  is_booking_approved?: number | null;
  cid_approved?: number | null;
  is_cid_approved?: number | null;
  status_id?: number | null;
  check_in_time?: string | null;
  check_out_time?: string | null;
}

export type FacilityBookingStatus = 'rejected' | 'checkedOut' | 'consumed' | 'approved' | 'inactive' | 'pending';

const cid = (r: FacilityBookingRecord) => r.cid_approved ?? r.is_cid_approved ?? null;

/** spec §4 facility booking display status, evaluated in this order. */
export function facilityBookingStatus(r: FacilityBookingRecord): FacilityBookingStatus {
  if (cid(r) === 2 || r.is_booking_approved === 2 || r.status_id === 2) return 'rejected';
  if (r.check_out_time) return 'checkedOut';
  if (r.check_in_time) return 'consumed';
  if (r.is_booking_approved === 1 && (cid(r) === 1 || cid(r) == null) && r.status_id === 1) return 'approved';
  if (r.status_id === 13) return 'inactive';
  return 'pending';
}

/** spec §4 needs-approval: booking approval 0 with no CID value, or booking approved 1 with CID approval 0. */
export function needsApproval(r: FacilityBookingRecord): boolean {
  const c = cid(r);
  return (r.is_booking_approved === 0 && c == null) || (r.is_booking_approved === 1 && c === 0);
}

/** spec §4: past once now (venue time) is after its facility date plus end time. */
export function isPastBooking(r: FacilityBookingRecord, now: { date: string; minutes: number }): boolean {
  if (r.facility_date !== now.date) return r.facility_date < now.date;
  return now.minutes > rangeEnd('00:00:00', r.facility_end_time, false);
}
