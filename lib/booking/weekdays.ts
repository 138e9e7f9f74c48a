import { weekdayIndex } from './time';

/** spec §3 weekday bits: Sunday 1, Monday 2, Tuesday 4, Wednesday 8, Thursday 16, Friday 32, Saturday 64. */
export const WEEKDAY_BITS = [1, 2, 4, 8, 16, 32, 64] as const;

export function weekdayBit(dayIndex: number): number {
  return WEEKDAY_BITS[dayIndex] ?? 0;
}

export function weekdaysInclude(mask: number, date: string): boolean {
  return (mask & weekdayBit(weekdayIndex(date))) !== 0;
}
