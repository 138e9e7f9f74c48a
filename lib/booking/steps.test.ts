import { describe, expect, it } from 'vitest';
import { moreQuestion, stepPosition, visibleSteps } from './steps';

const shape = (perCapacity: boolean, hasAddons: boolean, specialMode = false) => ({ perCapacity, hasAddons, specialMode });

describe('booking modal steps as the visitor sees them (spec §4, issue 16.13)', () => {
  it('a court (private facility) goes from step 1 to add-ons when it has some: 2 steps, numbered 1 and 2', () => {
    expect(visibleSteps(shape(false, true))).toEqual([1, 3]);
    expect(stepPosition(1, shape(false, true))).toEqual({ n: 1, total: 2 });
    expect(stepPosition(3, shape(false, true))).toEqual({ n: 2, total: 2 });
  });

  it('a per-capacity facility shows its ticket step, and add-ons only when a category has products', () => {
    expect(stepPosition(2, shape(true, true))).toEqual({ n: 2, total: 3 });
    expect(stepPosition(3, shape(true, true))).toEqual({ n: 3, total: 3 });
    expect(stepPosition(2, shape(true, false))).toEqual({ n: 2, total: 2 });
  });

  it('a single-step flow (a court without add-ons, or the special mode closing into the cart) has no counter', () => {
    expect(stepPosition(1, shape(false, false))).toBeNull();
    expect(stepPosition(1, shape(false, true, true))).toBeNull();
    expect(visibleSteps(shape(true, true, true))).toEqual([1, 2]);
  });

  it('the special mode counts the steps its flow has: a per-capacity visit is 2 steps, add-ons or not', () => {
    // spec §4 booking modal steps; §5 special mode: the modal closes into the cart after adding (no add-on step).
    for (const hasAddons of [false, true]) {
      expect(stepPosition(1, shape(true, hasAddons, true))).toEqual({ n: 1, total: 2 });
      expect(stepPosition(2, shape(true, hasAddons, true))).toEqual({ n: 2, total: 2 });
      expect(stepPosition(3, shape(true, hasAddons, true))).toBeNull();
    }
  });

  it('asks for more tickets after tickets, for another slot after a court', () => {
    expect(moreQuestion(true)).toBe('moreTickets');
    expect(moreQuestion(false)).toBe('moreSlots');
  });
});
