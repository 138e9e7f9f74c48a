import { isBookable, type DateWindow } from './dates';
import type { CapacityError, ServerCapacity } from './capacity';
import type { AutoFacility, ScheduleSettings } from './types';
import type { StepShape } from './steps';
import type { BookingChoices } from './resume';
import type { SelectionAction } from './selection';
import type { CartItem } from '../cart/types';
import { fromFils, lineFils } from '../format/money';

/**
 * The decisions of the booking modal's flow (spec §4 booking modal, §5 adding a ticket), kept out of its hooks
 * (components/booking/use*.ts) so each is tested here: what the schedule and the slot are asked with, where a step
 * goes next, which message a refused quantity shows, and how kept choices come back after a single sign-on.
 */

/** A message key of the booking namespace with its values. */
export interface Msg {
  key: string;
  values?: Record<string, string | number>;
}

/** The filters the schedule is asked with (spec §4: service, date, surface, formation and outdoor reload it). */
export interface ScheduleFilters {
  serviceId: number | null;
  date: string;
  surfaceId: string;
  outdoor: string;
  formationId: string;
}

export type ScheduleParams = {
  venue_service_id: number;
  date: string;
  game_formations: string[] | undefined;
  facility_surface_id: string;
  is_outdoor: string;
};

/**
 * spec §4: the schedule of one service and day with the chosen filters; nothing is asked before a service is chosen,
 * nor for a date outside the window of the schedule on screen (that date is refused, not asked for).
 */
export function scheduleParams(f: ScheduleFilters, shownWindow: DateWindow | null): ScheduleParams | null {
  if (f.serviceId == null || (shownWindow && !isBookable(f.date, shownWindow))) return null;
  return { venue_service_id: f.serviceId, date: f.date, game_formations: f.formationId ? [f.formationId] : undefined, facility_surface_id: f.surfaceId, is_outdoor: f.outdoor };
}

/**
 * While a new schedule loads, the grid of the previous one stays on screen for the same service (a new date or
 * filter); a new service starts from an empty grid (spec §4: a new service resets everything).
 */
export function keepsScheduleWhileLoading(previous: Pick<ScheduleParams, 'venue_service_id'> | null | undefined, next: Pick<ScheduleParams, 'venue_service_id'>): boolean {
  return previous?.venue_service_id === next.venue_service_id;
}

/** What a slot is asked for with: available facilities, then the auto-selected facility's products (spec §4). */
export interface SlotFilters {
  serviceId: number | null;
  surfaceId: string;
  outdoor: string;
  formationId: string;
  productFilter: number;
}

/**
 * A slot is asked for, held and carted on the calendar day it falls on (issue 15.6: after midnight, the next day);
 * the provider takes the per-capacity flag as 0/1; 'all tickets' (0) sends no product.
 */
export function slotParams(f: SlotFilters, perCapacity: boolean | undefined, slot: { date: string; start: string; end: string }, facilityId?: number | null) {
  return {
    venue_service_id: f.serviceId,
    date: slot.date,
    start_time: slot.start,
    end_time: slot.end,
    game_formation_id: f.formationId,
    facility_surface_id: f.surfaceId,
    is_outdoor: f.outdoor,
    per_capacity: perCapacity === undefined ? undefined : Number(perCapacity),
    facility_id: facilityId ?? undefined,
    product_id: f.productFilter || undefined,
  };
}

/** A facility has step 3 when one of its categories offers add-ons (spec §4). */
export const hasAddons = (a: Pick<AutoFacility, 'categories'> | null): boolean => !!a?.categories.some((c) => c.addons.length > 0);

/** The steps shown (lib/booking/steps.ts) for the facility chosen, or before one is, the service's own setting. */
export function stepShapeOf(auto: Pick<AutoFacility, 'facility' | 'categories'> | null, config: Pick<ScheduleSettings, 'perCapacity'> | null, specialMode: boolean): StepShape {
  return { perCapacity: auto ? auto.facility.perCapacity : (config?.perCapacity ?? false), hasAddons: hasAddons(auto), specialMode };
}

/** The private facility's default products' total, shown on step 1's Continue; null for a per-capacity facility. */
export function runningPrice(a: Pick<AutoFacility, 'facility' | 'defaultProducts'> | null): number | null {
  if (!a || a.facility.perCapacity) return null;
  return fromFils(a.defaultProducts.reduce((n, p) => n + lineFils(p.price, p.taxAmount, p.quantity), 0));
}

/** Where the flow goes once tickets are in: step 3 when there are add-ons, else the 'more tickets' question. */
export const afterTickets = (addons: boolean): 3 | 'more' => (addons ? 3 : 'more');

/**
 * spec §4 step 1 Continue on a private facility, once its default products are in the cart: the special mode goes
 * to the cart, otherwise step 3 (add-ons) or the 'more slots' question.
 */
export const afterDefaultProducts = (specialMode: boolean, addons: boolean): 'cart' | 3 | 'more' => (specialMode ? 'cart' : afterTickets(addons));

/** The spec §8 message of a refused quantity, from the rules (lib/booking/capacity.ts) or the provider's 409. */
export function capacityMessage(e: CapacityError | ServerCapacity): Msg {
  if ('remaining' in e) return { key: e.key, values: { remaining: e.remaining, requested: e.requested } };
  if ('max' in e) return { key: e.key, values: { max: e.max } };
  return { key: e.key };
}

/**
 * spec §5: a ticket added again for the same product, facility, day and start joins the group of the one already in
 * the cart (its add-ons stay with it); otherwise it starts its own group.
 */
export function ticketGroup(items: CartItem[], productId: number, facilityId: number, slot: { date: string; start: string }): string | null {
  const same = items.find((i) => !i.isAddon && i.productId === productId && i.facility?.facilityId === facilityId && i.facility.date === slot.date && i.facility.start === slot.start);
  return same?.groupKey ?? null;
}

/**
 * Choices kept across a single sign-on (lib/booking/resume.ts), once the services are in: the selection changes
 * that bring them back, or null when their service is no longer offered (the modal then starts afresh).
 */
export function resumeActions<TSlot, TFacility>(r: BookingChoices, serviceIds: number[]): Array<SelectionAction<TSlot, TFacility>> | null {
  if (!serviceIds.includes(r.serviceId)) return null;
  const actions: Array<SelectionAction<TSlot, TFacility>> = [
    { type: 'service', id: r.serviceId },
    { type: 'date', value: r.date },
  ];
  if (r.duration) actions.push({ type: 'duration', value: r.duration });
  if (r.facilityFilter) actions.push({ type: 'facilityFilter', value: r.facilityFilter });
  actions.push({ type: 'range', value: r.rangeId });
  return actions;
}

/** The kept slot in the grid now on screen, by its start; undefined when it is no longer offered. */
export const resumedSlot = <T extends { start: string }>(r: Pick<BookingChoices, 'slotStart'>, slots: T[]): T | undefined => slots.find((x) => x.start === r.slotStart);
