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
