import { describe, expect, it } from 'vitest';
import { lineCap, passesLeft, slotParticipants, slotsOverCap } from './pass-cap';
import { facility, slot } from '../cart/fixtures.test-util';

// spec §5 adding a ticket: "In the special mode quantity is also capped by the customer threshold"; spec §8
// 'Maximum of {n} participants allowed to book per session'. Every pass at the slot counts, however it was added.
const at = { facilityId: 3, date: '2026-01-01', start: '10:00:00' };
const pass = (quantity: number, productId = 6111, over = {}) => facility({ productId, quantity, facility: slot({ capacityBased: true, ...over }) });

describe('special mode passes per session', () => {
  it('counts every product at the slot, not add-ons or other slots', () => {
    const items = [pass(2), pass(1, 6112), pass(3, 6111, { start: '11:00:00' }), { ...pass(5), isAddon: true }];
    expect(slotParticipants(items, at)).toBe(3);
    expect(passesLeft(items, at, 4)).toBe(1);
    expect(passesLeft(items, at, null)).toBe(Infinity);
  });

  it("caps a cart line's stepper at the threshold less the rest of its slot", () => {
    const a = pass(2);
    const b = pass(1, 6112);
    expect(lineCap([a, b], a, 4)).toBe(3);
    expect(lineCap([a], a, 4)).toBe(4);
    expect(lineCap([a], a, null)).toBeNull();
    // Participants per ticket count: two-person tickets, threshold 4: two tickets.
    const pair = facility({ quantity: 1, facility: slot({ capacityBased: true, participantCount: 2 }) });
    expect(lineCap([pair], pair, 4)).toBe(2);
  });

  it('finds the slots raised past the threshold (stepper, a second line, edited storage)', () => {
    expect(slotsOverCap([pass(4)], 4)).toEqual([]);
    expect(slotsOverCap([pass(4), pass(1, 6112)], 4)).toEqual([at]);
    expect(slotsOverCap([pass(6)], null)).toEqual([]);
  });
});
