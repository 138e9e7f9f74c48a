import type { FacilitySchedule, ScheduleControlRule, ScheduleSettings } from './types';
import type { Channel } from './channel';
import { rangeEnd, storedEndTime, toMinutes, toTime } from './time';
import { weekdaysInclude } from './weekdays';

/** spec §9: event schedules block the last 60 minutes before their end. */
export const EVENT_BLOCK_MINUTES = 60;

export interface Slot {
  /** Minutes after the start of the booking date; may pass midnight for overnight opening. */
  startMin: number;
  endMin: number;
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

type Interval = [number, number];
const overlaps = (a: Interval, b: Interval) => a[0] < b[1] && b[0] < a[1];

function onDate(date: string, from: string, to: string | null | undefined): boolean {
  return from <= date && date <= (to ?? from);
}

/** A control applies on the date (every day, or only its weekday bits) to the rental product. */
function controlApplies(c: ScheduleControlRule, date: string, productId: number): boolean {
  if (!onDate(date, c.date, c.endDate)) return false;
  if (c.weekdaysOnly && !weekdaysInclude(c.weekdays, date)) return false;
  return c.rentalIds.length === 0 || c.rentalIds.includes(productId);
}

/** Blocked intervals of a facility on the date, for everybody, and its capacity use by bookings. */
function facilityBlocks(f: FacilitySchedule, date: string, overnight: boolean) {
  const hard: Interval[] = [];
  const booked: Array<{ span: Interval; attendance: number }> = [];
  for (const b of f.bookings) {
    if (!onDate(date, b.date, b.endDate)) continue;
    const span: Interval = b.fullDay ? [0, Infinity] : [toMinutes(b.start), rangeEnd(b.start, b.end, overnight)];
    booked.push({ span, attendance: b.attendance });
  }
  for (const m of f.maintenances) {
    if (onDate(date, m.date, m.endDate)) hard.push([toMinutes(m.start), rangeEnd(m.start, m.end, overnight)]);
  }
  for (const e of f.eventSchedules) {
    if (e.date !== date) continue;
    const end = rangeEnd(e.start, e.end, overnight);
    hard.push([end - EVENT_BLOCK_MINUTES, end]);
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

function channelAllows(f: FacilitySchedule, date: string, productId: number, span: Interval, channel: Channel, overnight: boolean) {
  for (const c of f.controls) {
    if (!controlApplies(c, date, productId)) continue;
    if (!overlaps([toMinutes(c.start), rangeEnd(c.start, c.end, overnight)], span)) continue;
    if (!c.channels.includes(channel)) return false;
  }
  return true;
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
      for (let t = from; t + duration <= to; t += step) {
        const span: Interval = [t, t + duration];
        if (!isFree(f, span, blocks) || !channelAllows(f, date, r.productId, span, channel, overnight)) continue;
        const slot = byStart.get(t);
        if (slot) {
          if (!slot.facilityIds.includes(f.id)) slot.facilityIds.push(f.id);
        } else byStart.set(t, { startMin: t, endMin: t + duration, start: toTime(t), end: storedEndTime(t + duration), facilityIds: [f.id] });
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
