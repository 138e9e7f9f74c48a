import { describe, expect, it } from 'vitest';
import { cardStatus, timeBadge } from './card-status';

const facility = { status: 'approved' as const, needsApproval: false, past: false, canReschedule: true, canCancel: true, move: null };

// A booking card shows its status once (spec §4 display status for facility bookings, the order's status otherwise).
describe('cardStatus', () => {
  it('an event, trainer or academy booking: the order status, no second one', () => {
    expect(cardStatus({ facility: null, orderStatus: 'paid' })).toEqual({ status: 'orderStatus.paid', payment: null });
  });

  it('a facility booking: its display status, and the order state as its payment', () => {
    expect(cardStatus({ facility, orderStatus: 'paid' })).toEqual({ status: 'facilityStatus.approved', payment: 'orderStatus.paid' });
  });
});

// The words of the labels (messages selfService): spec §4 "Statuses labelled in profile" for orders, and the
// facility booking display status names of spec §4 (Checked-Out, Consumed, Approved, Pending; a rejected booking
// reads Rejected, and status_id 13 (inactive) reads Cancelled, the profile label of a cancelled booking).
describe('status labels (spec §4)', async () => {
  const en = (await import('@/messages/en.json')).default.selfService;
  it('orders use only the profile labels; a fully refunded order reads Refund Requested (no "Refunded" in the spec)', () => {
    const profile = ['Completed', 'Pending', 'Approved', 'Expired', 'Rejected', 'Cancelled', 'Refund Requested'];
    for (const label of Object.values(en.orderStatus)) expect(profile).toContain(label);
    expect(en.orderStatus.refunded).toBe('Refund Requested');
    expect(en.orderStatus.paid).toBe('Completed');
  });
  it('facility bookings use the display status names', () => {
    expect(en.facilityStatus).toEqual({ rejected: 'Rejected', checkedOut: 'Checked-Out', consumed: 'Consumed', approved: 'Approved', inactive: 'Cancelled', pending: 'Pending' });
  });
});

// Issue 24 item 1: no abandoned order reads 'Upcoming' (spec §4 statuses: Pending, Expired, Cancelled, Rejected).
describe('timeBadge', () => {
  it('a standing booking is upcoming or past', () => {
    expect(timeBadge({ facility, orderStatus: 'paid' })).toBe('history.upcoming');
    expect(timeBadge({ facility: { ...facility, past: true }, orderStatus: 'paid' })).toBe('history.past');
    expect(timeBadge({ facility: { ...facility, status: 'pending' }, orderStatus: 'approval_required' })).toBe('history.upcoming');
  });

  it('an order waiting for payment, expired, declined or cancelled, or an inactive line, gets no badge', () => {
    for (const orderStatus of ['pending_payment', 'expired', 'failed', 'cancelled', 'refunded'] as const) expect(timeBadge({ facility: { ...facility, status: 'pending' }, orderStatus })).toBeNull();
    expect(timeBadge({ facility: { ...facility, status: 'inactive' }, orderStatus: 'paid' })).toBeNull();
    expect(timeBadge({ facility: null, orderStatus: 'paid' })).toBeNull();
  });
});
