import type { FacilitySchedule, ScheduleControlRule, ScheduleSettings } from './types';
import type { Channel } from './channel';
import { addDays, DAY, rangeEnd, storedEndTime, toMinutes, toTime } from './time';
import { bookingSpans, onDate, onTimeline, overlaps, type Interval } from './timeline';
import { classBlocks, linkedBlocks } from './slot-links';
import { weekdaysInclude } from './weekdays';

/** spec §9: event schedules block the last 60 minutes before their end. */
export const EVENT_BLOCK_MINUTES = 60;

export interface Slot {
  /** Minutes after the start of the booking date; may pass midnight for overnight opening. */
  startMin: number;
  endMin: number;
  /**
   * The calendar day the slot starts on (YYYY-MM-DD): the booking date, or the next day for a slot after midnight of
   * an overnight opening. It is the date the slot is asked for, held, carted and ordered on (one timeline).
   */
  date: string;
  /** Clock time on `date` (HH:mm:ss). */
  start: string;
  /** As stored and sent (00:00:00 becomes 23:59:59, spec §9). */
  end: string;
  facilityIds: number[];
}

export interface SlotInput {
  facilities: FacilitySchedule[];
  config: Pick<ScheduleSettings, 'timeIncrement' | 'onlineBookingDelay'>;
  date: string;
  /** Booking length in minutes (the chosen duration). */
  duration: number;
  channel: Channel;
  overnight: boolean;
  /** The venue's current date and minute (time.venueNow); past slots of that date are dropped. */
  now: { date: string; minutes: number };
  /** Tenant setting slotGraceMinutes (spec §9: 15, 30 on one venue's host). */
  graceMinutes: number;
}

/** A control applies on the day (every day, or only its weekday bits) to the rental product. */
function controlApplies(c: ScheduleControlRule, day: string, productId: number): boolean {
  if (!onDate(day, c.date, c.endDate)) return false;
  if (c.weekdaysOnly && !weekdaysInclude(c.weekdays, day)) return false;
  return c.rentalIds.length === 0 || c.rentalIds.includes(productId);
}

/**
 * Blocked intervals of a facility around the date, for everybody (maintenance, events, the bookings of its linked
 * facilities, academy classes: spec §3, §9), and its capacity use by its own bookings.
 */
function facilityBlocks(f: FacilitySchedule, date: string, overnight: boolean) {
  const hard: Interval[] = [...linkedBlocks(f, date, overnight), ...classBlocks(f, date, overnight)];
  const booked: Array<{ span: Interval; attendance: number }> = [];
  for (const b of f.bookings) for (const span of bookingSpans(b, date, overnight)) booked.push({ span, attendance: b.attendance });
  for (const m of f.maintenances) {
    hard.push(...onTimeline(date, (day) => onDate(day, m.date, m.endDate), [toMinutes(m.start), rangeEnd(m.start, m.end, overnight)]));
  }
  for (const e of f.eventSchedules) {
    const end = rangeEnd(e.start, e.end, overnight);
    hard.push(...onTimeline(date, (day) => day === e.date, [end - EVENT_BLOCK_MINUTES, end]));
  }
  return { hard, booked };
}

function isFree(f: FacilitySchedule, span: Interval, blocks: ReturnType<typeof facilityBlocks>): boolean {
  for (const h of blocks.hard) if (overlaps(h, span)) return false;
  let used = 0;
  for (const b of blocks.booked) {
    if (!overlaps(b.span, span)) continue;
    if (!f.perCapacity) return false;
    used += b.attendance;
  }
  return !f.perCapacity || used < f.capacity;
}

/**
 * Where the channel may not book the rental product around the date (spec §6 channels): the ranges of the controls
 * that apply and do not admit it. Worked out once per rental, not per start time (the date arithmetic of every
 * control on each neighbouring day was most of a busy day's slot computation).
 */
function closedToChannel(f: FacilitySchedule, date: string, productId: number, channel: Channel, overnight: boolean): Interval[] {
  const closed: Interval[] = [];
  for (const c of f.controls) {
    if (c.channels.includes(channel)) continue;
    closed.push(...onTimeline(date, (day) => controlApplies(c, day, productId), [toMinutes(c.start), rangeEnd(c.start, c.end, overnight)]));
  }
  return closed;
}

/**
 * spec §9 same-day slots: past slots are dropped; the nearest earlier slot is kept if it started less than the
 * grace minutes ago. The online booking delay (spec §3) moves "now" forward.
 */
export function dropPast<T extends { startMin: number }>(slots: T[], date: string, now: SlotInput['now'], grace: number, delay = 0): T[] {
  if (date !== now.date) return date < now.date ? [] : slots;
  const cutoff = now.minutes + delay;
  const future = slots.filter((s) => s.startMin >= cutoff);
  const earlier = slots.filter((s) => s.startMin < cutoff);
  const nearest = earlier[earlier.length - 1];
  return nearest && cutoff - nearest.startMin < grace ? [nearest, ...future] : future;
}

/** A slot starting `t` minutes after the booking date's midnight, on the calendar day it falls on. */
export function slotAt(date: string, t: number, duration: number, facilityId: number): Slot {
  return { startMin: t, endMin: t + duration, date: addDays(date, Math.floor(t / DAY)), start: toTime(t), end: storedEndTime(t + duration), facilityIds: [facilityId] };
}

/** Every free start time of the date, across the given facilities, in the time increment (spec §3, §9). */
export function generateSlots(input: SlotInput): Slot[] {
  const { date, duration, channel, overnight } = input;
  const step = Math.max(1, input.config.timeIncrement || 60);
  const byStart = new Map<number, Slot>();
  for (const f of input.facilities) {
    const blocks = facilityBlocks(f, date, overnight);
    for (const r of f.rentals) {
      const from = toMinutes(r.start);
      const to = rangeEnd(r.start, r.end, overnight);
      const closed = closedToChannel(f, date, r.productId, channel, overnight);
      for (let t = from; t + duration <= to; t += step) {
        const span: Interval = [t, t + duration];
        if (!isFree(f, span, blocks) || closed.some((c) => overlaps(c, span))) continue;
        const slot = byStart.get(t);
        if (slot) {
          if (!slot.facilityIds.includes(f.id)) slot.facilityIds.push(f.id);
        } else byStart.set(t, slotAt(date, t, duration, f.id));
      }
    }
  }
  const sorted = [...byStart.values()].sort((a, b) => a.startMin - b.startMin);
  return dropPast(sorted, date, input.now, input.graceMinutes, input.config.onlineBookingDelay);
}

/** spec §9: slots are offered in pages of 11, plus 12 per show-more click. */
export const FIRST_PAGE = 11;
export const PAGE_STEP = 12;
export function visibleSlotCount(showMoreClicks: number): number {
  return FIRST_PAGE + PAGE_STEP * Math.max(0, showMoreClicks);
}
