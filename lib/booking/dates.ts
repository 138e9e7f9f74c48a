import { addDays } from './time';

export interface DateWindow {
  min: string;
  max: string;
}

/** The venue's own booking date range (config qube_enable_custom_booking_date_range), YYYY-MM-DD ends. */
export interface CustomDateRange {
  enabled: boolean;
  start: string | null;
  end: string | null;
}

/**
 * spec §5 booking dates: not before today and not after today plus advance_booking_days_limit days; with the
 * custom range enabled (qube_enable_custom_booking_date_range), also inside that range.
 */
export function bookingWindow(
  today: string,
  advanceDays: number,
  custom?: CustomDateRange | null,
): DateWindow | null {
  let min = today;
  let max = addDays(today, Math.max(0, advanceDays));
  if (custom?.enabled) {
    if (custom.start && custom.start > min) min = custom.start;
    if (custom.end && custom.end < max) max = custom.end;
  }
  return min <= max ? { min, max } : null;
}

export function isBookable(date: string, window: DateWindow | null): boolean {
  return !!window && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= window.min && date <= window.max;
}
