'use client';
import { refusalMessage } from '@/lib/api/refusals';
import { toastError } from '@/components/shell/toast';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { Channel } from '@/lib/booking/channel';
import * as booking from '@/lib/api/booking';
import { capacityFromServer } from '@/lib/api/refusals';
import { loadCart, reserve, saveCart } from '../cart/cart-store';
import type { BookingSettings } from './types';
import type { Addon, AutoFacility, TicketProduct } from '@/lib/booking/types';
import { generateSlots, visibleSlotCount, type Slot } from '@/lib/booking/slots';
import { filterByRange, rangesFor } from '@/lib/booking/time-ranges';
import { availableSpan, durationOptions } from '@/lib/booking/durations';
import { bookingWindow, isBookable, type DateWindow } from '@/lib/booking/dates';
import { venueNow } from '@/lib/booking/time';
import { formatDate } from '@/lib/format/date';
import { moreQuestion, stepPosition } from '@/lib/booking/steps';
import { checkQuantity, ticketCapacity } from '@/lib/booking/capacity';
import { addonLimit } from '@/lib/booking/addons';
import { initialSelection, resetsSlot, selectionReducer, type SelectionAction } from '@/lib/booking/selection';
import { bookingCartLine, facilityLine } from '@/lib/booking/cart-lines';
import { addAddon, addTickets, quantityAtSlot } from '@/lib/cart/rules';
import { randomKey } from '@/lib/cart/storage';
import { stampHolds } from '@/lib/cart/holds';
import { lineTotal } from '@/lib/format/price';
import type { Cart, CartItem } from '@/lib/cart/types';
import type { Visitor } from '@/lib/booking/visitors';
import type { BookingChoices } from '@/lib/booking/resume';
import { customerThreshold, useSchedule, useServiceOptions, useServices } from './useBookingData';

/** A message key of the booking namespace with its values. */
export interface Msg {
  key: string;
  values?: Record<string, string | number>;
}

const failed: Msg = { key: 'failed' };

/**
 * The facility booking flow of spec §4: service → filters and schedule → slot → available facilities → the first
 * one's products; then step 1 Continue (private: add the default products) or steps 2 and 3 (per-capacity tickets,
 * add-ons). What the visitor chose and its reset rules are lib/booking/selection.ts; the data comes from
 * useBookingData.ts; this hook ties them to the cart.
 */
export function useBookingFlow(s: BookingSettings, channel: Channel = 'public', resume: BookingChoices | null = null) {
  const today = useMemo(() => venueNow(s.timeZone).date, [s.timeZone]);
  const [sel, dispatch] = useReducer(selectionReducer<Slot, AutoFacility>, today, initialSelection<Slot, AutoFacility>);
  const { serviceId, date, surfaceId, outdoor, formationId, facilityFilter, productFilter, rangeId, moreClicks, slot, facility: auto } = sel;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Msg | null>(null);
  const [notice, setNotice] = useState<Msg | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [threshold, setThreshold] = useState<number | null>(null);
  const [cart, setCart] = useState<Cart>({ items: [] });
  const slotRequest = useRef(0);
  /** A second click while an add is on its way must not add (or hold) twice. */
  const inFlight = useRef(false);

  useEffect(() => setCart(loadCart(s.host)), [s.host]);

  /** Every selection change goes through the reducer; one that resets the slot also drops answers on their way. */
  const change = useCallback((a: SelectionAction<Slot, AutoFacility>) => {
    if (resetsSlot(a)) {
      slotRequest.current++;
      setError(null);
    }
    dispatch(a);
  }, []);

  // Choices kept across a single sign-on (lib/booking/resume.ts): set once the services are in, then the slot once
  // the grid shows it, then step 2 once its facility is in. A choice no longer offered stops the resume there.
  const resuming = useRef(resume);
  const services = useServices(
    (first, list) => {
      const r = resuming.current;
      if (r && list.some((x) => x.id === r.serviceId)) {
        change({ type: 'service', id: r.serviceId });
        change({ type: 'date', value: r.date });
        if (r.duration) change({ type: 'duration', value: r.duration });
        if (r.facilityFilter) change({ type: 'facilityFilter', value: r.facilityFilter });
        change({ type: 'range', value: r.rangeId });
        if (!r.slotStart) resuming.current = null;
        return;
      }
      resuming.current = null;
      if (first) change({ type: 'service', id: first.id });
    },
    () => setError(failed),
  );
  const { filters, tickets } = useServiceOptions(serviceId, services);

  // The date window comes from the schedule's own settings; the request for the next schedule uses the window of
  // the one on screen (as spec §4: a date outside it is refused, not asked for).
  const shownWindow = useRef<DateWindow | null>(null);
  const scheduleQuery =
    serviceId == null || (shownWindow.current && !isBookable(date, shownWindow.current))
      ? null
      : { venue_service_id: serviceId, date, game_formations: formationId ? [formationId] : undefined, facility_surface_id: surfaceId, is_outdoor: outdoor };
  // Spec §8: a schedule failure shows the provider's own message in an error toast.
  const { schedule, loading: loadingSchedule, clear: clearSchedule } = useSchedule(scheduleQuery, (e) => {
    setError(failed);
    const said = refusalMessage(e, '');
    if (said) toastError(said);
  });

  const config = schedule?.settings ?? null;
  const dateWindow = useMemo(() => bookingWindow(today, config?.advanceBookingDays ?? 30, s.customRange), [today, config, s.customRange]);
  shownWindow.current = dateWindow;
  /** A date outside the window has no slots at all (issue 16.13), whatever schedule was on screen before. */
  const dateBookable = !dateWindow || isBookable(date, dateWindow);

  const duration = sel.duration;
  const durations = useMemo(() => (config && schedule ? durationOptions(config, availableSpan(schedule.facilities, s.overnight)) : []), [config, schedule, s.overnight]);
  const effectiveDuration = duration && durations.includes(duration) ? duration : (durations[0] ?? 60);

  const slots = useMemo(() => {
    if (!schedule || !config || !dateBookable) return [];
    const facilities = facilityFilter ? schedule.facilities.filter((f) => f.id === facilityFilter) : schedule.facilities;
    return generateSlots({
      facilities,
      config,
      date,
      duration: effectiveDuration,
      channel,
      overnight: s.overnight,
      now: venueNow(s.timeZone),
      graceMinutes: s.graceMinutes,
    });
  }, [schedule, config, dateBookable, facilityFilter, date, effectiveDuration, channel, s.overnight, s.timeZone, s.graceMinutes]);
  const ranges = useMemo(() => rangesFor(slots), [slots]);
  const inRange = useMemo(() => filterByRange(slots, rangeId), [slots, rangeId]);
  const visibleSlots = inRange.slice(0, visibleSlotCount(moreClicks));

  const chooseService = (id: number) => {
    clearSchedule();
    change({ type: 'service', id });
  };
  const setDate = (v: string) => {
    change({ type: 'date', value: v });
    if (dateWindow && !isBookable(v, dateWindow)) {
      setError({ key: 'dateOutside', values: { min: formatDate(dateWindow.min, s.locale), max: formatDate(dateWindow.max, s.locale) } });
    }
  };

  // A slot is asked for, held and carted on the calendar day it falls on (issue 15.6: after midnight, the next day).
  const query = (sl: Slot, facilityId?: number | null) => ({
    venue_service_id: serviceId,
    date: sl.date,
    start_time: sl.start,
    end_time: sl.end,
    game_formation_id: formationId,
    facility_surface_id: surfaceId,
    is_outdoor: outdoor,
    // The provider takes the flag as 0/1.
    per_capacity: config ? Number(config.perCapacity) : undefined,
    facility_id: facilityId ?? undefined,
    product_id: productFilter || undefined,
  });

  /** spec §4: choosing a slot fetches available facilities, auto-selects the first, then its default products. */
  const chooseSlot = async (sl: Slot) => {
    change({ type: 'slot', slot: sl });
    const req = slotRequest.current;
    setNotice(null);
    try {
      const [first] = await booking.availableFacilityIds(query(sl, facilityFilter));
      if (req !== slotRequest.current) return;
      if (first === undefined) return setError({ key: 'noFacility' });
      const a = await booking.autoFacility(query(sl, first));
      if (req === slotRequest.current) dispatch({ type: 'facility', facility: a });
    } catch {
      if (req === slotRequest.current) setError({ key: 'noFacility' });
    }
  };

  useEffect(() => {
    const r = resuming.current;
    if (!r || slot || !schedule || loadingSchedule) return;
    const found = slots.find((x) => x.start === r.slotStart);
    if (found) void chooseSlot(found);
    else resuming.current = null;
    // Only a new grid matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slots, loadingSchedule]);
  useEffect(() => {
    const r = resuming.current;
    if (!r || !auto) return;
    resuming.current = null;
    if (r.step === 2 && auto.facility.perCapacity) void proceedFromStep1();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [auto]);

  /** What to keep across a single sign-on (lib/booking/resume.ts); the ticket quantities are the modal's. */
  const choices = (): Omit<BookingChoices, 'quantities' | 'agreed'> | null =>
    serviceId == null ? null : { serviceId, date, duration: sel.duration, facilityFilter, rangeId, slotStart: slot?.start ?? null, step: step === 1 ? 1 : 2 };

  const lineAt = (a: AutoFacility, sl: Slot, p: { dependencies: TicketProduct['dependencies'] }, participantCount?: number) =>
    facilityLine(a, { venueServiceId: serviceId!, date: sl.date, start: sl.start, end: sl.end }, p.dependencies, participantCount);

  const cartError = (key: string): Msg => ({ key });

  /** Check with the cart rules, hold at the provider, then store: nothing is added twice or without its hold. */
  const commit = async (next: Cart, held: CartItem[], quantity?: (i: CartItem) => number): Promise<boolean> => {
    let until: number;
    try {
      until = await reserve(held, quantity);
    } catch (e) {
      const cap = capacityFromServer(e);
      setError(cap ? { key: cap.key, values: 'remaining' in cap ? { remaining: cap.remaining, requested: cap.requested } : undefined } : failed);
      return false;
    }
    // The lines just held count down to the provider's end of the hold.
    const stamped = stampHolds(next, until);
    saveCart(s.host, stamped);
    setCart(stamped);
    return true;
  };
  const once = async <T,>(fallback: T, run: () => Promise<T>): Promise<T> => {
    if (inFlight.current) return fallback;
    inFlight.current = true;
    try {
      return await run();
    } finally {
      inFlight.current = false;
    }
  };

  const hasAddons = (a: AutoFacility | null) => !!a?.categories.some((c) => c.addons.length > 0);

  /** Step 1 Continue (spec §4 booking modal steps). Returns 'cart' when the caller should go to the cart. */
  const proceedFromStep1 = (): Promise<'cart' | null> => once(null, continueStep1);
  const continueStep1 = async (): Promise<'cart' | null> => {
    if (!auto || !slot) return null;
    setError(null);
    if (auto.facility.perCapacity) {
      setStep(2);
      void customerThreshold().then(setThreshold);
      return null;
    }
    const g = randomKey();
    const lines = auto.defaultProducts.map((p) =>
      bookingCartLine({ key: randomKey(), groupKey: g, venueId: s.venueId, product: p, quantity: p.quantity, facility: lineAt(auto, slot, p) }),
    );
    const r = addTickets(loadCart(s.host), lines);
    if (!r.ok) {
      setError(cartError(r.error.key));
      return null;
    }
    setBusy(true);
    const ok = await commit(r.cart, lines);
    setBusy(false);
    if (!ok) return null;
    setGroupKey(g);
    setNotice({ key: 'added' });
    if (s.specialMode) return 'cart';
    if (hasAddons(auto)) setStep(3);
    else setMoreOpen(true);
    return null;
  };

  const inCartFor = (p: TicketProduct) => (slot ? quantityAtSlot(cart, p.facilityId, p.productId, slot.date, slot.start) : 0);
  const capacityInput = (p: TicketProduct) => ({
    product: p,
    startTime: slot?.start ?? '',
    inCart: inCartFor(p),
    perDay: auto?.facility.perDayCapacity === true,
    customerThreshold: s.specialMode ? threshold : null,
  });

  /** Step 2: add a per-capacity ticket (spec §5 adding a ticket). Returns true when added. */
  const addTicket = (p: TicketProduct, quantity: number, customers: Visitor[] = []): Promise<boolean> => once(false, () => addTicketNow(p, quantity, customers));
  const addTicketNow = async (p: TicketProduct, quantity: number, customers: Visitor[]): Promise<boolean> => {
    if (!auto || !slot || quantity <= 0) return false;
    setNotice(null);
    const over = checkQuantity(capacityInput(p), quantity);
    if (over) {
      setError({ key: over.key, values: 'remaining' in over ? { remaining: over.remaining, requested: over.requested } : 'max' in over ? { max: over.max } : undefined });
      return false;
    }
    const current = loadCart(s.host);
    const existing = current.items.find((i) => !i.isAddon && i.productId === p.productId && i.facility?.facilityId === p.facilityId && i.facility.date === slot.date && i.facility.start === slot.start);
    const line = bookingCartLine({
      key: randomKey(),
      groupKey: existing?.groupKey ?? randomKey(),
      venueId: s.venueId,
      product: p,
      quantity,
      customers,
      facility: lineAt(auto, slot, p, p.participantCount),
    });
    const r = addTickets(current, [line]);
    if (!r.ok) {
      setError(cartError(r.error.key));
      return false;
    }
    setBusy(true);
    const ok = await commit(r.cart, [line]);
    setBusy(false);
    if (!ok) return false;
    setError(null);
    setGroupKey(line.groupKey);
    setNotice({ key: 'added' });
    return true;
  };

  const proceedFromStep2 = () => {
    setNotice(null);
    if (hasAddons(auto)) setStep(3);
    else setMoreOpen(true);
  };

  /** Step 3: add-ons join the ticket's group; they need a ticket first (spec §4). */
  const addAddonToCart = (a: Addon, quantity: number): boolean => {
    if (quantity <= 0) return false;
    const limit = addonLimit(a);
    if (quantity > limit) {
      setError({ key: 'maxQuantityReached', values: { max: limit } });
      return false;
    }
    const current = loadCart(s.host);
    const r = addAddon(
      current,
      bookingCartLine({ key: randomKey(), groupKey: groupKey ?? '', venueId: s.venueId, product: { ...a, productId: a.id }, quantity, addonLimit: limit }),
    );
    if (!r.ok) {
      setError(cartError(r.error.key));
      return false;
    }
    saveCart(s.host, r.cart);
    setCart(r.cart);
    setError(null);
    setNotice({ key: 'added' });
    return true;
  };

  /** 'More tickets' yes: reset the slot, the duration (to the minimum) and the step. */
  const bookMore = () => {
    setMoreOpen(false);
    setStep(1);
    setGroupKey(null);
    setNotice(null);
    change({ type: 'bookMore' });
  };

  /** What the visitor sees of the steps and the 'more' question, for the facility chosen (or the service's setting). */
  const perCapacity = auto ? auto.facility.perCapacity : (config?.perCapacity ?? false);
  const shape = { perCapacity, hasAddons: hasAddons(auto), specialMode: s.specialMode };

  const runningPrice = auto && !auto.facility.perCapacity ? auto.defaultProducts.reduce((n, p) => n + lineTotal(p.price, p.taxAmount, p.quantity), 0) : null;

  return {
    today,
    dateWindow,
    services,
    serviceId,
    chooseService,
    filters,
    config,
    date,
    setDate,
    surfaceId,
    setSurfaceId: (value: string) => change({ type: 'surface', value }),
    outdoor,
    setOutdoor: (value: string) => change({ type: 'outdoor', value }),
    formationId,
    setFormationId: (value: string) => change({ type: 'formation', value }),
    durations,
    duration: effectiveDuration,
    setDuration: (value: number) => change({ type: 'duration', value }),
    facilities: schedule?.facilities ?? [],
    facilityFilter,
    setFacilityFilter: (value: number | null) => change({ type: 'facilityFilter', value }),
    tickets,
    productFilter,
    setProductFilter: (value: number) => change({ type: 'productFilter', value }),
    loadingSchedule,
    slots,
    ranges,
    rangeId,
    setRangeId: (value: string) => change({ type: 'range', value }),
    visibleSlots,
    hasMoreSlots: inRange.length > visibleSlots.length,
    showMore: () => change({ type: 'showMore' }),
    slot,
    chooseSlot,
    auto,
    step,
    setStep,
    stepPosition: stepPosition(step, shape),
    moreQuestion: moreQuestion(perCapacity),
    dateBookable,
    busy,
    error,
    setError,
    notice,
    runningPrice,
    proceedFromStep1,
    addTicket,
    maxFor: (p: TicketProduct) => ticketCapacity(capacityInput(p)).maxQuantity,
    proceedFromStep2,
    addAddonToCart,
    moreOpen,
    setMoreOpen,
    bookMore,
    cart,
    choices,
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
