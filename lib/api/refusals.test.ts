import { describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
vi.mock('./session', () => ({ fetchSession: async () => null }));
const { ApiError } = await import('./client');
const { capacityFromServer } = await import('./refusals');

/**
 * Issue 23 item 1, spec §3 Facility and §8: a hold the provider refuses because a parent or child facility is booked
 * then, or an academy class holds the facility, is told apart from a full slot by its code; the booking modal and
 * the cart show the message of that key instead of "Maximum capacity reached".
 */
describe('slot refusals by code (cart/sync 409)', () => {
  it('linked_facility_booked and class_scheduled have their own keys', () => {
    expect(capacityFromServer(new ApiError(409, 'This time is booked on a linked facility', { code: 'linked_facility_booked', remaining_capacity: 0 }))).toEqual({ key: 'linkedFacilityBooked' });
    expect(capacityFromServer(new ApiError(409, 'A class is scheduled on this facility at this time', { code: 'class_scheduled' }))).toEqual({ key: 'classScheduled' });
  });

  it('other 409s stay the spec §8 capacity messages; an unknown code or another status is not a capacity refusal', () => {
    expect(capacityFromServer(new ApiError(409, 'Maximum capacity reached', { code: 'toString' }))).toEqual({ key: 'capacityReached' });
    expect(capacityFromServer(new ApiError(409, 'Maximum capacity reached, remaining capacity is 1, requested capacity is 3', null))).toEqual({
      key: 'capacityRemaining',
      remaining: 1,
      requested: 3,
    });
    expect(capacityFromServer(new ApiError(422, 'No', { code: 'class_scheduled' }))).toBeNull();
  });
});
