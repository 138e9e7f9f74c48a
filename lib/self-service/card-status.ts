import type { Booking } from './types';

/**
 * The one status a booking card shows (messages keys of the `profile` namespace). A facility booking's status is its
 * display status (spec §4 "Facility booking display status", lib/booking/status.ts), and the order's own state is
 * then told apart as its payment; any other booking's status is its order's. Never the same fact twice.
 */
export function cardStatus(b: Pick<Booking, 'facility' | 'orderStatus'>): { status: string; payment: string | null } {
  const order = `orderStatus.${b.orderStatus}`;
  return b.facility ? { status: `facilityStatus.${b.facility.status}`, payment: order } : { status: order, payment: null };
}

/**
 * The 'Upcoming' / 'Past' badge of a facility booking (messages `profile.history.*`; issue 24 item 1): only a booking
 * that stands, its order paid or awaiting the venue's approval and the line neither rejected nor inactive (spec §4
 * display status). An order abandoned on the payment page (waiting, expired), declined or cancelled gets none: its
 * status says what it is.
 */
export function timeBadge(b: Pick<Booking, 'facility' | 'orderStatus'>): 'history.upcoming' | 'history.past' | null {
  if (!b.facility || (b.orderStatus !== 'paid' && b.orderStatus !== 'approval_required')) return null;
  if (b.facility.status === 'rejected' || b.facility.status === 'inactive') return null;
  return b.facility.past ? 'history.past' : 'history.upcoming';
}
