import { addDays } from './time';

export interface DateWindow {
  min: string;
  max: string;
}

/**
 * spec §5 booking dates: not before today and not after today plus advance_booking_days_limit days; with the
 * custom range enabled (qube_enable_custom_booking_date_range), also inside that range.
 */
export function bookingWindow(
  today: string,
  advanceDays: number,
  custom?: { enabled: number | boolean; start_date?: string | null; end_date?: string | null } | null,
): DateWindow | null {
  let min = today;
  let max = addDays(today, Math.max(0, advanceDays));
  if (custom?.enabled) {
    if (custom.start_date && custom.start_date > min) min = custom.start_date;
    if (custom.end_date && custom.end_date < max) max = custom.end_date;
  }
  return min <= max ? { min, max } : null;
}

export function isBookable(date: string, window: DateWindow | null): boolean {
  return !!window && /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= window.min && date <= window.max;
}
