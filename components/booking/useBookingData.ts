'use client';
import { useEffect, useState } from 'react';
import * as booking from '@/lib/api/booking';
import { listedServices } from '@/lib/booking/services';
import type { BookingService, FacilityFilters, RentalTicket, Schedule } from '@/lib/booking/types';
import type { Query } from '@/lib/api/client';

const noFilters: FacilityFilters = { surfaces: [], formations: [], outdoor: false };

/** spec §7: customer-configurations is a cached call; one answer per page load is enough. */
let thresholdCache: Promise<number | null> | null = null;
export const customerThreshold = () =>
  (thresholdCache ??= booking.customerThreshold().catch(() => {
    thresholdCache = null;
    // spec §8: customer configuration failure → threshold set to none.
    return null;
  }));

/** The venue's listed services (spec §4); `onFailed` when they cannot be loaded. */
export function useServices(onLoaded: (first: BookingService | undefined, list: BookingService[]) => void, onFailed: () => void): BookingService[] | null {
  const [services, setServices] = useState<BookingService[] | null>(null);
  useEffect(() => {
    booking
      .services()
      .then((all) => {
        const list = listedServices(all);
        setServices(list);
        onLoaded(list[0], list);
      })
      .catch(() => {
        setServices([]);
        onFailed();
      });
    // Once per modal: the callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return services;
}

/** A service's filters and, for by-product services, its ticket filter (spec §7 facility-rentals/short). */
export function useServiceOptions(serviceId: number | null, services: BookingService[] | null): { filters: FacilityFilters | null; tickets: RentalTicket[] } {
  const [filters, setFilters] = useState<FacilityFilters | null>(null);
  const [tickets, setTickets] = useState<RentalTicket[]>([]);
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
  return { filters, tickets };
}

/**
 * The schedule of one service and day with the chosen filters (spec §4: date, surface, formation and outdoor
 * reload it). `query` is null while nothing may be asked (no service yet, a date outside the window).
 */
export function useSchedule(query: Query | null, onFailed: (e: unknown) => void): { schedule: Schedule | null; loading: boolean; clear: () => void } {
  const [schedule, setSchedule] = useState<Schedule | null>(null);
  const [loading, setLoading] = useState(false);
  const key = query ? JSON.stringify(query) : null;
  useEffect(() => {
    if (!query) return;
    const ac = new AbortController();
    setLoading(true);
    booking
      .schedule(query, ac.signal)
      .then((sc) => {
        setSchedule(sc);
        setLoading(false);
      })
      .catch((e: unknown) => {
        if ((e as Error).name === 'AbortError') return;
        setLoading(false);
        onFailed(e);
      });
    return () => ac.abort();
    // The query is compared by value (key); the callback only reports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { schedule, loading, clear: () => setSchedule(null) };
}
