import { describe, expect, it } from 'vitest';
import { checkQuantity, ticketCapacity, type CapacityInput } from './capacity';

const input = (over: Partial<CapacityInput> = {}, product: Partial<CapacityInput['product']> = {}): CapacityInput => ({
  product: { inventory_enable: 0, remaining_capacity: 4, available_capacity: 10, participant_count: 1, reserved_slots: [], ...product },
  startTime: '10:00:00',
  inCart: 0,
  perDay: false,
  ...over,
});

describe('adding a ticket (spec §5)', () => {
  it('uses remaining_capacity with inventory, else available_capacity', () => {
    expect(ticketCapacity(input()).maxQuantity).toBe(10);
    expect(ticketCapacity(input({}, { inventory_enable: 1 })).maxQuantity).toBe(4);
  });
  it('subtracts the cart quantity for the same slot and others\u2019 reservations at that start time', () => {
    const reserved_slots = [
      { session_id: 'x', quantity: 3, start_time: '10:00:00' },
      { session_id: 'x', quantity: 5, start_time: '12:00:00' },
      { session_id: 'self', quantity: 2, start_time: '12:00:00' },
    ];
    expect(ticketCapacity(input({ inCart: 2 }, { reserved_slots })).remaining).toBe(5);
    // per-day: every reservation of others, and own holds at other start times, count.
    expect(ticketCapacity(input({ inCart: 2, perDay: true }, { reserved_slots })).remaining).toBe(0);
  });
  it('counts participants per ticket', () => {
    expect(ticketCapacity(input({}, { participant_count: 4 })).maxQuantity).toBe(2);
  });
  it('special mode caps by the customer threshold', () => {
    expect(ticketCapacity(input({ customerThreshold: 3, inCart: 1 })).maxQuantity).toBe(2);
    expect(checkQuantity(input({ customerThreshold: 3 }), 4)).toEqual({ key: 'participantsPerSession', max: 3 });
  });
  it('answers the spec §8 capacity messages', () => {
    expect(checkQuantity(input(), 10)).toBeNull();
    expect(checkQuantity(input({}, { participant_count: 4 }), 3)).toEqual({ key: 'capacityRemaining', remaining: 10, requested: 12 });
    expect(checkQuantity(input({ inCart: 10 }), 1)).toEqual({ key: 'capacityReached' });
  });
});
