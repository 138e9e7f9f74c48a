import { describe, expect, it } from 'vitest';
import { checkQuantity, ticketCapacity, type CapacityInput } from './capacity';

const input = (over: Partial<CapacityInput> = {}, product: Partial<CapacityInput['product']> = {}): CapacityInput => ({
  product: { inventoryEnabled: false, remainingCapacity: 4, availableCapacity: 10, participantCount: 1, reservedSlots: [], ...product },
  startTime: '10:00:00',
  inCart: 0,
  perDay: false,
  ...over,
});

describe('adding a ticket (spec §5)', () => {
  it('uses remainingCapacity with inventory, else availableCapacity', () => {
    expect(ticketCapacity(input()).maxQuantity).toBe(10);
    expect(ticketCapacity(input({}, { inventoryEnabled: true })).maxQuantity).toBe(4);
  });
  it('subtracts the cart quantity for the same slot and others\u2019 reservations at that start time', () => {
    const reserved_slots = [
      { sessionId: 'x', quantity: 3, startTime: '10:00:00' },
      { sessionId: 'x', quantity: 5, startTime: '12:00:00' },
      { sessionId: 'self', quantity: 2, startTime: '12:00:00' },
    ];
    expect(ticketCapacity(input({ inCart: 2 }, { reservedSlots: reserved_slots })).remaining).toBe(5);
    // per-day: every reservation of others, and own holds at other start times, count.
    expect(ticketCapacity(input({ inCart: 2, perDay: true }, { reservedSlots: reserved_slots })).remaining).toBe(0);
  });
  it('counts participants per ticket', () => {
    expect(ticketCapacity(input({}, { participantCount: 4 })).maxQuantity).toBe(2);
  });
  it('special mode caps by the customer threshold', () => {
    expect(ticketCapacity(input({ customerThreshold: 3, inCart: 1 })).maxQuantity).toBe(2);
    expect(checkQuantity(input({ customerThreshold: 3 }), 4)).toEqual({ key: 'participantsPerSession', max: 3 });
    // Issue 23: the threshold counts every pass the cart holds at the slot (lib/booking/pass-cap), not this product's only.
    expect(ticketCapacity(input({ customerThreshold: 4, inCart: 1, slotInCart: 3 })).maxQuantity).toBe(1);
    expect(checkQuantity(input({ customerThreshold: 4, slotInCart: 3 }), 2)).toEqual({ key: 'participantsPerSession', max: 4 });
  });
  it('answers the spec §8 capacity messages', () => {
    expect(checkQuantity(input(), 10)).toBeNull();
    expect(checkQuantity(input({}, { participantCount: 4 }), 3)).toEqual({ key: 'capacityRemaining', remaining: 10, requested: 12 });
    expect(checkQuantity(input({ inCart: 10 }), 1)).toEqual({ key: 'capacityReached' });
  });
});
