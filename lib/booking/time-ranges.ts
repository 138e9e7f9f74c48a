import { DAY } from './time';

/**
 * spec §9 time-range filter: 'All slots' 00:00:00 to 23:59:59, then eight 3-hour ranges from 12 AM to 12 AM
 * (the last ends 23:59:59); a range is listed only if a slot falls in it.
 */
export interface TimeRange {
  id: string;
  from: number;
  /** Exclusive, in minutes. */
  to: number;
  start: string;
  end: string;
}

export const ALL_SLOTS: TimeRange = { id: 'all', from: 0, to: DAY, start: '00:00:00', end: '23:59:59' };

const hh = (h: number) => `${String(h).padStart(2, '0')}:00:00`;
export const THREE_HOUR_RANGES: TimeRange[] = Array.from({ length: 8 }, (_, i) => ({
  id: `r${i}`,
  from: i * 180,
  to: (i + 1) * 180,
  start: hh(i * 3),
  end: i === 7 ? '23:59:59' : hh((i + 1) * 3),
}));

/** Slots after midnight of an overnight opening fall into the ranges of their own clock time. */
const clock = (min: number) => ((min % DAY) + DAY) % DAY;

export function inRange(range: TimeRange, startMin: number): boolean {
  const m = clock(startMin);
  return m >= range.from && m < range.to;
}

export function rangesFor(slots: Array<{ startMin: number }>): TimeRange[] {
  return [ALL_SLOTS, ...THREE_HOUR_RANGES.filter((r) => slots.some((s) => inRange(r, s.startMin)))];
}

export function filterByRange<T extends { startMin: number }>(slots: T[], rangeId: string): T[] {
  const r = THREE_HOUR_RANGES.find((x) => x.id === rangeId);
  return r ? slots.filter((s) => inRange(r, s.startMin)) : slots;
}
