import { describe, expect, it } from 'vitest';
import {
  afterDefaultProducts,
  afterTickets,
  capacityMessage,
  hasAddons,
  keepsScheduleWhileLoading,
  resumeActions,
  resumedSlot,
  runningPrice,
  scheduleParams,
  slotParams,
  stepShapeOf,
  ticketGroup,
} from './flow';
import type { AutoFacility } from './types';
import type { CartItem } from '../cart/types';
import type { BookingChoices } from './resume';

const filters = { serviceId: 7, date: '2026-03-10', surfaceId: '', outdoor: '', formationId: '' };
const window = { min: '2026-03-01', max: '2026-03-31' };
const name = { en: 'x', ar: 'x' };
const facility = (perCapacity: boolean, addons = 0, defaults: Array<[number, number, number]> = []): AutoFacility => ({
  facility: { id: 3, name, perCapacity, perDayCapacity: false },
  defaultProducts: defaults.map(([price, taxAmount, quantity], i) => ({ productId: i + 1, name, price, taxAmount, quantity, dependencies: [] })),
  products: [],
  categories: [{ id: 1, name, addons: Array.from({ length: addons }, (_, i) => ({ id: i + 1, name, price: 1, taxAmount: 0, inventoryEnabled: false, inventoryPeriod: null, quantity: null, sales: 0 })) }],
});

describe('what the schedule is asked with (spec §4: service, date, surface, formation and outdoor reload it)', () => {
  it('asks nothing before a service is chosen, nor for a date outside the window on screen', () => {
    expect(scheduleParams({ ...filters, serviceId: null }, window)).toBeNull();
    expect(scheduleParams({ ...filters, date: '2026-04-01' }, window)).toBeNull();
    // Before any schedule there is no window yet: the first one is asked for.
    expect(scheduleParams({ ...filters, date: '2026-04-01' }, null)).not.toBeNull();
  });

  it('sends the chosen filters, a formation as a list and none when any formation', () => {
    expect(scheduleParams({ ...filters, formationId: '4', surfaceId: '2', outdoor: '1' }, window)).toEqual({
      venue_service_id: 7,
      date: '2026-03-10',
      game_formations: ['4'],
      facility_surface_id: '2',
      is_outdoor: '1',
    });
    expect(scheduleParams(filters, window)?.game_formations).toBeUndefined();
  });

  it('keeps the grid on screen while a new date or filter loads, never across services', () => {
    expect(keepsScheduleWhileLoading({ venue_service_id: 7 }, { venue_service_id: 7 })).toBe(true);
    expect(keepsScheduleWhileLoading({ venue_service_id: 7 }, { venue_service_id: 8 })).toBe(false);
    expect(keepsScheduleWhileLoading(undefined, { venue_service_id: 7 })).toBe(false);
  });
});

describe('what a slot is asked with (spec §4, issue 15.6)', () => {
  const sel = { serviceId: 7, surfaceId: '2', outdoor: '', formationId: '4', productFilter: 0 };
  it('asks on the day the slot falls on, with the per-capacity flag as 0/1', () => {
    const q = slotParams(sel, true, { date: '2026-03-11', start: '00:30:00', end: '01:30:00' }, 12);
    expect(q).toMatchObject({ venue_service_id: 7, date: '2026-03-11', start_time: '00:30:00', end_time: '01:30:00', per_capacity: 1, facility_id: 12, game_formation_id: '4' });
    expect(slotParams(sel, false, { date: 'd', start: 's', end: 'e' }).per_capacity).toBe(0);
    expect(slotParams(sel, undefined, { date: 'd', start: 's', end: 'e' }).per_capacity).toBeUndefined();
  });
  it("'all tickets' and no facility filter send neither", () => {
    const q = slotParams(sel, true, { date: 'd', start: 's', end: 'e' }, null);
    expect(q.product_id).toBeUndefined();
    expect(q.facility_id).toBeUndefined();
    expect(slotParams({ ...sel, productFilter: 5 }, true, { date: 'd', start: 's', end: 'e' }).product_id).toBe(5);
  });
});

describe('where the booking modal goes next (spec §4 booking modal steps)', () => {
  it('has an add-on step only when a category offers add-ons', () => {
    expect(hasAddons(facility(true, 2))).toBe(true);
    expect(hasAddons(facility(true, 0))).toBe(false);
    expect(hasAddons(null)).toBe(false);
  });
  it('after tickets: add-ons when there are some, else the more-tickets question', () => {
    expect(afterTickets(true)).toBe(3);
    expect(afterTickets(false)).toBe('more');
  });
  it('after a court\'s default products: the special mode goes to the cart', () => {
    expect(afterDefaultProducts(true, true)).toBe('cart');
    expect(afterDefaultProducts(false, true)).toBe(3);
    expect(afterDefaultProducts(false, false)).toBe('more');
  });
  it('counts the steps of the facility chosen, or the service setting before one is', () => {
    expect(stepShapeOf(null, { perCapacity: true }, false)).toEqual({ perCapacity: true, hasAddons: false, specialMode: false });
    expect(stepShapeOf(facility(false, 1), { perCapacity: true }, true)).toEqual({ perCapacity: false, hasAddons: true, specialMode: true });
    expect(stepShapeOf(null, null, false).perCapacity).toBe(false);
  });
  it("shows a court's default products' total on Continue, nothing for tickets", () => {
    expect(runningPrice(facility(false, 0, [[100, 5, 2], [10.1, 0, 1]]))).toBe(220.1);
    expect(runningPrice(facility(true, 0, [[100, 5, 2]]))).toBeNull();
    expect(runningPrice(null)).toBeNull();
  });
});

describe('a refused quantity in the words of spec §8', () => {
  it('carries the numbers its message names', () => {
    expect(capacityMessage({ key: 'capacityReached' })).toEqual({ key: 'capacityReached' });
    expect(capacityMessage({ key: 'capacityRemaining', remaining: 2, requested: 4 })).toEqual({ key: 'capacityRemaining', values: { remaining: 2, requested: 4 } });
    expect(capacityMessage({ key: 'participantsPerSession', max: 3 })).toEqual({ key: 'participantsPerSession', values: { max: 3 } });
  });
});

describe('a ticket added again joins its group (spec §5 adding a ticket)', () => {
  const line = (o: Partial<CartItem>): CartItem =>
    ({ key: 'k', groupKey: 'g1', venueId: 1, productType: 'facility', productId: 5, name, quantity: 1, price: 1, taxAmount: 0, customers: [], facility: { facilityId: 3, date: '2026-03-10', start: '10:00:00' }, ...o }) as CartItem;
  it('same product, facility, day and start: the group already in the cart', () => {
    expect(ticketGroup([line({})], 5, 3, { date: '2026-03-10', start: '10:00:00' })).toBe('g1');
  });
  it('another start, another product, or an add-on: a group of its own', () => {
    expect(ticketGroup([line({})], 5, 3, { date: '2026-03-10', start: '11:00:00' })).toBeNull();
    expect(ticketGroup([line({})], 6, 3, { date: '2026-03-10', start: '10:00:00' })).toBeNull();
    expect(ticketGroup([line({ isAddon: true })], 5, 3, { date: '2026-03-10', start: '10:00:00' })).toBeNull();
  });
});

describe('choices kept across a single sign-on come back (lib/booking/resume.ts, issue 12 item 4)', () => {
  const kept: BookingChoices = { serviceId: 7, date: '2026-03-10', duration: 90, facilityFilter: 3, rangeId: 'r2', slotStart: '10:00:00', step: 2, quantities: {}, agreed: false };
  it('sets service, date, duration, facility filter and range, in that order', () => {
    expect(resumeActions(kept, [6, 7])).toEqual([
      { type: 'service', id: 7 },
      { type: 'date', value: '2026-03-10' },
      { type: 'duration', value: 90 },
      { type: 'facilityFilter', value: 3 },
      { type: 'range', value: 'r2' },
    ]);
    expect(resumeActions({ ...kept, duration: null, facilityFilter: null }, [7])?.map((a) => a.type)).toEqual(['service', 'date', 'range']);
  });
  it('stops when the service is no longer offered, and finds the slot by its start', () => {
    expect(resumeActions(kept, [6])).toBeNull();
    expect(resumedSlot(kept, [{ start: '09:00:00' }, { start: '10:00:00' }])).toEqual({ start: '10:00:00' });
    expect(resumedSlot(kept, [{ start: '09:00:00' }])).toBeUndefined();
  });
});
