'use client';
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import * as booking from '@/lib/api/booking';
import { qk } from '@/lib/api/query-keys';
import { listedServices } from '@/lib/booking/services';
import { keepsScheduleWhileLoading, type ScheduleParams } from '@/lib/booking/flow';
import type { BookingService, FacilityFilters, RentalTicket, Schedule } from '@/lib/booking/types';

/**
 * The booking modal's server state (spec §7 facility calls) through React Query (components/ui/QueryIsland.tsx):
 * one key per answer (lib/api/query-keys.ts qk.booking), each request cancelled through its `signal` when its key is
 * no longer asked for, so a slow answer for the previous service, date or filter never lands on the current one.
 */

const noFilters: FacilityFilters = { surfaces: [], formations: [], outdoor: false };

/**
 * Special mode threshold (spec §7: customer-configurations is a cached call; one answer per page load is enough),
 * asked once step 2 is reached; spec §8: a failure means no threshold (asked again at the next opening).
 */
export function useCustomerThreshold(enabled: boolean): number | null {
  const { data } = useQuery({ queryKey: qk.booking.threshold(), queryFn: ({ signal }) => booking.customerThreshold(signal), enabled, staleTime: Infinity });
  return data ?? null;
}

/** The venue's listed services (spec §4); `onLoaded` once they are in, `onFailed` when they cannot be loaded. */
export function useServices(onLoaded: (first: BookingService | undefined, list: BookingService[]) => void, onFailed: () => void): BookingService[] | null {
  const q = useQuery({ queryKey: qk.booking.services(), queryFn: async ({ signal }) => listedServices(await booking.services(signal)) });
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    if (q.data) onLoaded(q.data[0], q.data);
    else if (q.isError) onFailed();
    else return;
    reported.current = true;
    // Once per modal: the callbacks only report.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.data, q.isError]);
  if (q.data) return q.data;
  return q.isError ? [] : null;
}

/** A service's filters and, for by-product services, its ticket filter (spec §7 facility-rentals/short). */
export function useServiceOptions(serviceId: number | null, services: BookingService[] | null): { filters: FacilityFilters | null; tickets: RentalTicket[] } {
  const filters = useQuery({
    queryKey: qk.booking.filters(serviceId ?? 0),
    queryFn: ({ signal }) => booking.filters(serviceId!, signal),
    enabled: serviceId != null,
  });
  const byProduct = !!services?.find((x) => x.id === serviceId)?.byProduct;
  const tickets = useQuery({
    queryKey: qk.booking.rentalTickets(serviceId ?? 0),
    queryFn: ({ signal }) => booking.rentalTickets(serviceId!, signal),
    enabled: serviceId != null && byProduct,
  });
  return {
    filters: filters.data ?? (filters.isError ? noFilters : null),
    tickets: byProduct ? (tickets.data ?? []) : [],
  };
}

/**
 * The schedule of one service and day with the chosen filters (spec §4). `params` is null while nothing may be
 * asked (no service yet, a date outside the window): the schedule last asked for stays. While a new one loads, the
 * previous grid of the same service stays on screen (lib/booking/flow.ts keepsScheduleWhileLoading).
 */
export function useSchedule(params: ScheduleParams | null, onFailed: (e: unknown) => void): { schedule: Schedule | null; loading: boolean } {
  const last = useRef<ScheduleParams | null>(null);
  if (params) last.current = params;
  const asked = params ?? last.current;
  const q = useQuery({
    queryKey: qk.booking.schedule(asked ?? {}),
    queryFn: ({ signal }) => booking.schedule(asked!, signal),
    enabled: asked != null,
    placeholderData: (previous, previousQuery) =>
      asked && keepsScheduleWhileLoading(previousQuery?.queryKey[2] as ScheduleParams | undefined, asked) ? previous : undefined,
  });
  useEffect(() => {
    if (q.isError) onFailed(q.error);
    // Each failure reports once; the callback only reports.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q.isError, q.errorUpdatedAt]);
  return { schedule: q.data ?? null, loading: q.isFetching };
}
