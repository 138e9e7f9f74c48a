'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Channel } from '@/lib/booking/channel';
import * as booking from '@/lib/api/booking';
import { capacityFromServer } from '@/lib/api/refusals';
import { loadCart, reserve, saveCart } from '../cart/cart-store';
import type { BookingSettings } from './types';
import type {
  Addon,
  AutoFacility,
  BookingService,
  Dependency,
  FacilityFilters,
  RentalTicket,
  Schedule,
  TicketProduct,
} from '@/lib/booking/types';
import { generateSlots, visibleSlotCount, type Slot } from '@/lib/booking/slots';
import { filterByRange, rangesFor } from '@/lib/booking/time-ranges';
import { availableSpan, durationOptions } from '@/lib/booking/durations';
import { bookingWindow, isBookable } from '@/lib/booking/dates';
import { venueNow } from '@/lib/booking/time';
import { listedServices } from '@/lib/booking/services';
import { checkQuantity, ticketCapacity } from '@/lib/booking/capacity';
import { addonLimit } from '@/lib/booking/addons';
import { addAddon, addTickets, quantityAtSlot } from '@/lib/cart/rules';
import { randomKey } from '@/lib/cart/storage';
import { lineTotal } from '@/lib/format/price';
import type { Cart, CartItem } from '@/lib/cart/types';
import type { Visitor } from '@/lib/booking/visitors';

/** A message key of the booking namespace with its values. */
export interface Msg {
  key: string;
  values?: Record<string, string | number>;
}

const noFilters: FacilityFilters = { surfaces: [], formations: [], outdoor: false };

const failed: Msg = { key: 'failed' };
/** spec §7: customer-configurations is a cached call; one answer per page load is enough. */
let thresholdCache: Promise<number | null> | null = null;
const customerThreshold = () =>
  (thresholdCache ??= booking
    .customerThreshold()
    .catch(() => {
      thresholdCache = null;
      // spec §8: customer configuration failure → threshold set to none.
      return null;
    }));

/**
 * The facility booking flow of spec §4: service → filters and schedule → slot → available facilities → the first
 * one's products; then step 1 Continue (private: add the default products) or steps 2 and 3 (per-capacity tickets,
 * add-ons). Reset rules: service, date, surface, formation and outdoor reload the schedule and reset slot and
 * facility; duration resets slot and facility.
 */
export function useBookingFlow(s: BookingSettings, channel: Channel = 'public') {
  const today = useMemo(() => venueNow(s.timeZone).date, [s.timeZone]);
  const [services, setServices] = useState<BookingService[] | null>(null);
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [filters, setFilters] = useState<FacilityFilters | null>(null);
  const [date, setDateRaw] = useState(today);
  const [surfaceId, setSurfaceId] = useState('');
  const [outdoor, setOutdoor] = useState('');
  const [formationId, setFormationId] = useState('');
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [loadingSchedule, setLoadingSchedule] = useState(false);
  const [duration, setDurationRaw] = useState<number | null>(null);
  const [facilityFilter, setFacilityFilterRaw] = useState<number | null>(null);
  /** Ticket filter of by-product services (spec §7 facility-rentals/short; 0 is 'all tickets'). */
  const [tickets, setTickets] = useState<RentalTicket[]>([]);
  const [productFilter, setProductFilterRaw] = useState(0);
  const [rangeId, setRangeIdRaw] = useState('all');
  const [moreClicks, setMoreClicks] = useState(0);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [auto, setAuto] = useState<AutoFacility | null>(null);
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

  const resetSlot = useCallback(() => {
    slotRequest.current++;
    setSlot(null);
    setAuto(null);
    setError(null);
  }, []);

  useEffect(() => {
    booking
      .services()
      .then((all) => {
        const list = listedServices(all);
        setServices(list);
        if (list[0]) setServiceId(list[0].id);
      })
      .catch(() => {
        setServices([]);
        setError(failed);
      });
  }, []);

  useEffect(() => {
    if (serviceId == null) return;
    setFilters(null);
    booking
      .filters(serviceId)
      .then(setFilters)
      .catch(() => setFilters(noFilters));
    setTickets([]);
    if (services?.find((x) => x.id === serviceId)?.byProduct) {
      booking
        .rentalTickets(serviceId)
        .then(setTickets)
        .catch(() => setTickets([]));
    }
  }, [serviceId, services]);

  const config = schedule?.settings ?? null;
  const dateWindow = useMemo(() => bookingWindow(today, config?.advanceBookingDays ?? 30, s.customRange), [today, config, s.customRange]);

  useEffect(() => {
    if (serviceId == null) return;
    if (dateWindow && !isBookable(date, dateWindow)) return;
    const ac = new AbortController();
    setLoadingSchedule(true);
    booking
      .schedule({ venue_service_id: serviceId, date, game_formations: formationId ? [formationId] : undefined, facility_surface_id: surfaceId, is_outdoor: outdoor }, ac.signal)
      .then((sc) => {
        setSchedule(sc);
        setLoadingSchedule(false);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setLoadingSchedule(false);
        setError(failed);
      });
    return () => ac.abort();
    // dateWindow is derived from the schedule itself; refetching on it would loop.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serviceId, date, surfaceId, outdoor, formationId]);

  const durations = useMemo(() => (config && schedule ? durationOptions(config, availableSpan(schedule.facilities, s.overnight)) : []), [config, schedule, s.overnight]);
  const effectiveDuration = duration && durations.includes(duration) ? duration : (durations[0] ?? 60);

  const slots = useMemo(() => {
    if (!schedule || !config) return [];
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
  }, [schedule, config, facilityFilter, date, effectiveDuration, channel, s.overnight, s.timeZone, s.graceMinutes]);
  const ranges = useMemo(() => rangesFor(slots), [slots]);
  const inRange = useMemo(() => filterByRange(slots, rangeId), [slots, rangeId]);
  const visibleSlots = inRange.slice(0, visibleSlotCount(moreClicks));

  // Reset rules (spec §4).
  const chooseService = (id: number) => {
    setServiceId(id);
    setSurfaceId('');
    setOutdoor('');
    setFormationId('');
    setFacilityFilterRaw(null);
    setProductFilterRaw(0);
    setDurationRaw(null);
    setSchedule(null);
    setMoreClicks(0);
    setRangeIdRaw('all');
    resetSlot();
  };
  const resetting =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setMoreClicks(0);
      resetSlot();
    };
  const setDate = (v: string) => {
    setDateRaw(v);
    setMoreClicks(0);
    resetSlot();
    if (dateWindow && !isBookable(v, dateWindow)) setError({ key: 'dateOutside', values: { min: dateWindow.min, max: dateWindow.max } });
  };

  const query = (sl: Slot, facilityId?: number | null) => ({
    venue_service_id: serviceId,
    date,
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
    const req = ++slotRequest.current;
    setSlot(sl);
    setAuto(null);
    setError(null);
    setNotice(null);
    try {
      const [first] = await booking.availableFacilityIds(query(sl, facilityFilter));
      if (req !== slotRequest.current) return;
      if (first === undefined) return setError({ key: 'noFacility' });
      const a = await booking.autoFacility(query(sl, first));
      if (req === slotRequest.current) setAuto(a);
    } catch {
      if (req === slotRequest.current) setError({ key: 'noFacility' });
    }
  };

  const facilityLine = (a: AutoFacility, sl: Slot, dependencies: Dependency[], participantCount = 1) => ({
    facilityId: a.facility.id,
    facilityName: a.facility.name,
    venueServiceId: serviceId!,
    date,
    start: sl.start,
    end: sl.end,
    capacityBased: a.facility.perCapacity,
    participantCount,
    // The cart keeps the provider's names for dependencies (stored in session storage, read by lib/cart/rules).
    dependencies: dependencies.map((d) => ({ product_id: d.productId, period: d.period })),
  });

  const cartError = (key: string): Msg => ({ key });

  /** Check with the cart rules, hold at the provider, then store: nothing is added twice or without its hold. */
  const commit = async (next: Cart, held: CartItem[], quantity?: (i: CartItem) => number): Promise<boolean> => {
    try {
      await reserve(held, quantity);
    } catch (e) {
      const cap = capacityFromServer(e);
      setError(cap ? { key: cap.key, values: 'remaining' in cap ? { remaining: cap.remaining, requested: cap.requested } : undefined } : failed);
      return false;
    }
    saveCart(s.host, next);
    setCart(next);
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
    const lines: CartItem[] = auto.defaultProducts.map((p) => ({
      key: randomKey(),
      groupKey: g,
      venueId: s.venueId,
      productType: 'facility',
      productId: p.productId,
      name: p.name,
      quantity: p.quantity,
      price: p.price,
      taxAmount: p.taxAmount,
      customers: [],
      facility: facilityLine(auto, slot, p.dependencies),
    }));
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

  const inCartFor = (p: TicketProduct) => (slot ? quantityAtSlot(cart, p.facilityId, p.productId, date, slot.start) : 0);
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
    const existing = current.items.find((i) => !i.isAddon && i.productId === p.productId && i.facility?.facilityId === p.facilityId && i.facility.date === date && i.facility.start === slot.start);
    const line: CartItem = {
      key: randomKey(),
      groupKey: existing?.groupKey ?? randomKey(),
      venueId: s.venueId,
      productType: 'facility',
      productId: p.productId,
      name: p.name,
      quantity,
      price: p.price,
      taxAmount: p.taxAmount,
      customers,
      facility: facilityLine(auto, slot, p.dependencies, p.participantCount),
    };
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
    const r = addAddon(current, {
      key: randomKey(),
      groupKey: groupKey ?? '',
      venueId: s.venueId,
      productType: 'facility',
      productId: a.id,
      name: a.name,
      quantity,
      price: a.price,
      taxAmount: a.taxAmount,
      customers: [],
      isAddon: true,
      maxQuantity: limit,
    });
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
    setDurationRaw(null);
    setGroupKey(null);
    setNotice(null);
    resetSlot();
  };

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
    setSurfaceId: resetting(setSurfaceId),
    outdoor,
    setOutdoor: resetting(setOutdoor),
    formationId,
    setFormationId: resetting(setFormationId),
    durations,
    duration: effectiveDuration,
    setDuration: resetting((v: number) => setDurationRaw(v)),
    facilities: schedule?.facilities ?? [],
    facilityFilter,
    setFacilityFilter: resetting(setFacilityFilterRaw),
    tickets,
    productFilter,
    setProductFilter: resetting(setProductFilterRaw),
    loadingSchedule,
    slots,
    ranges,
    rangeId,
    setRangeId: (v: string) => {
      setRangeIdRaw(v);
      setMoreClicks(0);
    },
    visibleSlots,
    hasMoreSlots: inRange.length > visibleSlots.length,
    showMore: () => setMoreClicks((n) => n + 1),
    slot,
    chooseSlot,
    auto,
    step,
    setStep,
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
  };
}
export type BookingFlow = ReturnType<typeof useBookingFlow>;
