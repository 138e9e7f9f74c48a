'use client';
import { useMemo, useRef, useState, useTransition } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/shell/toast';
import { SlotChoices } from '@/components/booking/SlotChoices';
import { useSchedule } from '@/components/booking/useBookingData';
import { qk } from '@/lib/api/query-keys';
import type { Channel } from '@/lib/booking/channel';
import { bookingWindow, isBookable, type CustomDateRange } from '@/lib/booking/dates';
import { generateSlots, visibleSlotCount, type Slot } from '@/lib/booking/slots';
import { venueNow } from '@/lib/booking/time';
import { rescheduleBookingAction } from '@/lib/self-service/actions';
import { bookingMinutes, rescheduleRefusal } from '@/lib/self-service/booking-changes';
import type { BookingMove } from '@/lib/self-service/types';
import styles from './profile.module.css';

export interface ChangeSettings {
  timeZone: string;
  overnight: boolean;
  customRange: CustomDateRange | null;
  channel: Channel;
}

export type RescheduleLabels = Record<'newDate' | 'slots' | 'loading' | 'none' | 'more' | 'save' | 'failed' | 'pastDay' | 'pastHour' | 'outsideWindow', string>;

/**
 * Reschedule through the slot grid (issue 24 item 5): the chosen date's free slots of the booking's own facility,
 * from the same schedule call and slot rule as the booking modal (useSchedule, generateSlots, SlotChoices), from
 * today to the end of the booking window, no past hour (no grace for a move: booking-changes.ts). The outcome is
 * announced where the customer is looking: a toast, and the line beside the button, which takes focus.
 */
export function RescheduleGrid({ orderId, line, locale, current, move, settings, labels }: { orderId: number; line: number; locale: 'en' | 'ar'; current: { date: string; start: string; end: string }; move: BookingMove; settings: ChangeSettings; labels: RescheduleLabels }) {
  const client = useQueryClient();
  const [today] = useState(() => venueNow(settings.timeZone).date);
  const window = useMemo(() => bookingWindow(today, move.advanceDays, settings.customRange), [today, move.advanceDays, settings.customRange]);
  const [date, setDate] = useState(() => (window && isBookable(current.date, window) ? current.date : (window?.min ?? today)));
  const [slot, setSlot] = useState<Slot | null>(null);
  const [clicks, setClicks] = useState(0);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, start] = useTransition();
  const said = useRef<HTMLParagraphElement>(null);
  const bookable = isBookable(date, window);
  const { schedule, loading } = useSchedule(bookable ? { venue_service_id: move.serviceId, date, game_formations: undefined, facility_surface_id: '', is_outdoor: '' } : null, () =>
    setOutcome({ ok: false, text: labels.failed }),
  );
  const minutes = bookingMinutes(current.start, current.end);
  const slots = useMemo(() => {
    if (!schedule || !bookable) return [];
    const facilities = schedule.facilities.filter((f) => f.id === move.facilityId);
    const all = generateSlots({ facilities, config: schedule.settings, date, duration: minutes, channel: settings.channel, overnight: settings.overnight, now: venueNow(settings.timeZone), graceMinutes: 0 });
    return all.filter((s) => s.date === date && !(s.date === current.date && s.start === current.start));
  }, [schedule, bookable, move.facilityId, date, minutes, settings, current.date, current.start]);
  const shown = slots.slice(0, visibleSlotCount(clicks));
  const typedRefusal = bookable ? null : date < today ? labels.pastDay : labels.outsideWindow;

  const announce = (ok: boolean, text: string) => {
    setOutcome({ ok, text });
    (ok ? toastSuccess : toastError)(text);
    requestAnimationFrame(() => said.current?.focus());
  };

  const submit = () => {
    if (!slot) return;
    const refusal = rescheduleRefusal({ date: slot.date, start: slot.start }, venueNow(settings.timeZone), { advanceDays: move.advanceDays, delay: move.delay, customRange: settings.customRange });
    if (refusal) return announce(false, labels[refusal]);
    const f = new FormData();
    for (const [k, v] of Object.entries({ locale, order: orderId, line, date: slot.date, start: slot.start.slice(0, 5) })) f.set(k, String(v));
    start(async () => {
      const r = await rescheduleBookingAction(null, f);
      announce(r.ok, r.message ?? labels.failed);
      setSlot(null);
      void client.invalidateQueries({ queryKey: qk.booking.schedule({}).slice(0, 2) });
      // The history is read by its island: read it again to show the booking at its new time (issue 27 item 3).
      if (r.ok) void client.invalidateQueries({ queryKey: qk.bookings.all });
    });
  };

  return (
    <div className={styles.inline}>
      <div className="field">
        <label htmlFor={`move-${orderId}-${line}-date`}>{labels.newDate}</label>
        <input
          id={`move-${orderId}-${line}-date`}
          type="date"
          value={date}
          min={window?.min}
          max={window?.max}
          required
          onChange={(e) => {
            setDate(e.target.value);
            setSlot(null);
            setClicks(0);
            setOutcome(null);
          }}
        />
      </div>
      {typedRefusal ? (
        <p role="alert">{typedRefusal}</p>
      ) : (
        <SlotChoices
          slots={shown}
          selected={slot?.startMin}
          onChoose={setSlot}
          locale={locale}
          name={`move-${orderId}-${line}-slot`}
          labels={{ legend: labels.slots, loading: labels.loading, none: labels.none, more: labels.more }}
          loading={loading}
          more={slots.length > shown.length ? () => setClicks((n) => n + 1) : null}
        />
      )}
      <button type="button" className="button" disabled={!slot || pending} aria-busy={pending} onClick={submit}>
        {labels.save}
      </button>
      <p ref={said} tabIndex={-1} role={outcome && !outcome.ok ? 'alert' : 'status'} className={styles.muted}>
        {outcome?.text}
      </p>
    </div>
  );
}
