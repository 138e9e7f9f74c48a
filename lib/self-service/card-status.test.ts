import { describe, expect, it } from 'vitest';
import { cardStatus } from './card-status';

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
