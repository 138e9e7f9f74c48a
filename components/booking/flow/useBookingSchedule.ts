'use client';
import { useMemo, useRef } from 'react';
import { refusalMessage } from '@/lib/api/refusals';
import { toastError } from '@/components/shell/toast';
import type { Channel } from '@/lib/booking/channel';
import { generateSlots, visibleSlotCount } from '@/lib/booking/slots';
import { filterByRange, rangesFor } from '@/lib/booking/time-ranges';
import { availableSpan, durationOptions } from '@/lib/booking/durations';
import { bookingWindow, isBookable, type DateWindow } from '@/lib/booking/dates';
import { venueNow } from '@/lib/booking/time';
import { formatDate } from '@/lib/format/date';
import { scheduleParams, type Msg } from '@/lib/booking/flow';
import type { BookingService } from '@/lib/booking/types';
import { useSchedule, useServiceOptions, useServices } from '../useBookingData';
import type { BookingSettings } from '../types';
import type { SelectionState } from './useSelection';

const failed: Msg = { key: 'failed' };

/**
 * Filters and schedule (spec §4): the services, the chosen service's filters, its schedule for the day and filters,
 * the date window and durations the schedule allows, and the slot grid they make. `onServices` hears the services
 * once they are in (the first is chosen, or the kept choices come back).
 */
export function useBookingSchedule(s: BookingSettings, channel: Channel, st: SelectionState, onServices: (first: BookingService | undefined, list: BookingService[]) => void) {
  const { sel, change, today, setError } = st;
  const { serviceId, date, facilityFilter, rangeId, moreClicks } = sel;
  const services = useServices(onServices, () => setError(failed));
  const { filters, tickets } = useServiceOptions(serviceId, services);

  // The date window comes from the schedule's own settings; the request for the next schedule uses the window of
  // the one on screen (as spec §4: a date outside it is refused, not asked for).
  const shownWindow = useRef<DateWindow | null>(null);
  // Spec §8: a schedule failure shows the provider's own message in an error toast.
  const { schedule, loading } = useSchedule(scheduleParams(sel, shownWindow.current), (e) => {
    setError(failed);
    const said = refusalMessage(e, '');
    if (said) toastError(said);
  });

  const config = schedule?.settings ?? null;
  const dateWindow = useMemo(() => bookingWindow(today, config?.advanceBookingDays ?? 30, s.customRange), [today, config, s.customRange]);
  shownWindow.current = dateWindow;
  /** A date outside the window has no slots at all (issue 16.13), whatever schedule was on screen before. */
  const dateBookable = !dateWindow || isBookable(date, dateWindow);

  const durations = useMemo(() => (config && schedule ? durationOptions(config, availableSpan(schedule.facilities, s.overnight)) : []), [config, schedule, s.overnight]);
  const duration = sel.duration && durations.includes(sel.duration) ? sel.duration : (durations[0] ?? 60);

  const slots = useMemo(() => {
    if (!schedule || !config || !dateBookable) return [];
    const facilities = facilityFilter ? schedule.facilities.filter((f) => f.id === facilityFilter) : schedule.facilities;
    return generateSlots({ facilities, config, date, duration, channel, overnight: s.overnight, now: venueNow(s.timeZone), graceMinutes: s.graceMinutes });
  }, [schedule, config, dateBookable, facilityFilter, date, duration, channel, s.overnight, s.timeZone, s.graceMinutes]);
  const ranges = useMemo(() => rangesFor(slots), [slots]);
  const inRange = useMemo(() => filterByRange(slots, rangeId), [slots, rangeId]);
  const visibleSlots = inRange.slice(0, visibleSlotCount(moreClicks));

  const setDate = (v: string) => {
    change({ type: 'date', value: v });
    if (dateWindow && !isBookable(v, dateWindow)) {
      setError({ key: 'dateOutside', values: { min: formatDate(dateWindow.min, s.locale), max: formatDate(dateWindow.max, s.locale) } });
    }
  };

  return {
    services,
    serviceId,
    chooseService: (id: number) => change({ type: 'service', id }),
    filters,
    config,
    date,
    setDate,
    dateWindow,
    dateBookable,
    surfaceId: sel.surfaceId,
    setSurfaceId: (value: string) => change({ type: 'surface', value }),
    outdoor: sel.outdoor,
    setOutdoor: (value: string) => change({ type: 'outdoor', value }),
    formationId: sel.formationId,
    setFormationId: (value: string) => change({ type: 'formation', value }),
    durations,
    duration,
    setDuration: (value: number) => change({ type: 'duration', value }),
    facilities: schedule?.facilities ?? [],
    facilityFilter,
    setFacilityFilter: (value: number | null) => change({ type: 'facilityFilter', value }),
    tickets,
    productFilter: sel.productFilter,
    setProductFilter: (value: number) => change({ type: 'productFilter', value }),
    schedule,
    loadingSchedule: loading,
    slots,
    ranges,
    rangeId,
    setRangeId: (value: string) => change({ type: 'range', value }),
    visibleSlots,
    hasMoreSlots: inRange.length > visibleSlots.length,
    showMore: () => change({ type: 'showMore' }),
  };
}
export type ScheduleState = ReturnType<typeof useBookingSchedule>;
