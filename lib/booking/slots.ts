import type { FacilityScheduleWire, ScheduleConfig, ScheduleControl } from '../provider/facilities';
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
  facilities: FacilityScheduleWire[];
  config: Pick<ScheduleConfig, 'time_increment' | 'min_booking_time' | 'online_booking_delay'>;
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
function controlApplies(c: ScheduleControl, date: string, productId: number): boolean {
  if (!onDate(date, c.date, c.end_date)) return false;
  if (c.interval_type === 1 && !weekdaysInclude(c.weekdays, date)) return false;
  return c.rentals.length === 0 || c.rentals.includes(productId);
}

/** Blocked intervals of a facility on the date, for everybody, and its capacity use by bookings. */
function facilityBlocks(f: FacilityScheduleWire, date: string, overnight: boolean) {
  const hard: Interval[] = [];
  const booked: Array<{ span: Interval; attendance: number }> = [];
  for (const b of f.bookings) {
    if (!onDate(date, b.date, b.booking_end_date)) continue;
    const span: Interval = b.is_full_day ? [0, Infinity] : [toMinutes(b.start_time), rangeEnd(b.start_time, b.end_time, overnight)];
    booked.push({ span, attendance: b.attendance });
  }
  for (const m of f.maintenances) {
    if (onDate(date, m.date, m.end_date)) hard.push([toMinutes(m.start_time), rangeEnd(m.start_time, m.end_time, overnight)]);
  }
  for (const e of f.event_schedules) {
    if (e.date !== date) continue;
    const end = rangeEnd(e.start_time, e.end_time, overnight);
    hard.push([end - EVENT_BLOCK_MINUTES, end]);
  }
  return { hard, booked };
}

function isFree(f: FacilityScheduleWire, span: Interval, blocks: ReturnType<typeof facilityBlocks>): boolean {
  for (const h of blocks.hard) if (overlaps(h, span)) return false;
  let used = 0;
  for (const b of blocks.booked) {
    if (!overlaps(b.span, span)) continue;
    if (!f.per_capacity) return false;
    used += b.attendance;
  }
  return !f.per_capacity || used < f.capacity;
}

function channelAllows(f: FacilityScheduleWire, date: string, productId: number, span: Interval, channel: Channel, overnight: boolean) {
  for (const c of f.schedule_control) {
    if (!controlApplies(c, date, productId)) continue;
    if (!overlaps([toMinutes(c.start_time), rangeEnd(c.start_time, c.end_time, overnight)], span)) continue;
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
  const step = Math.max(1, input.config.time_increment || 60);
  const byStart = new Map<number, Slot>();
  for (const f of input.facilities) {
    const blocks = facilityBlocks(f, date, overnight);
    for (const r of f.facility_rentals) {
      const from = toMinutes(r.start_time);
      const to = rangeEnd(r.start_time, r.end_time, overnight);
      for (let t = from; t + duration <= to; t += step) {
        const span: Interval = [t, t + duration];
        if (!isFree(f, span, blocks) || !channelAllows(f, date, r.product_id, span, channel, overnight)) continue;
        const slot = byStart.get(t);
        if (slot) {
          if (!slot.facilityIds.includes(f.id)) slot.facilityIds.push(f.id);
        } else byStart.set(t, { startMin: t, endMin: t + duration, start: toTime(t), end: storedEndTime(t + duration), facilityIds: [f.id] });
      }
    }
  }
  const sorted = [...byStart.values()].sort((a, b) => a.startMin - b.startMin);
  return dropPast(sorted, date, input.now, input.graceMinutes, input.config.online_booking_delay);
}

/** spec §9: slots are offered in pages of 11, plus 12 per show-more click. */
export const FIRST_PAGE = 11;
export const PAGE_STEP = 12;
export function visibleSlotCount(showMoreClicks: number): number {
  return FIRST_PAGE + PAGE_STEP * Math.max(0, showMoreClicks);
}
