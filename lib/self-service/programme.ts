import type { BookingWire } from '@/lib/provider/self-service';
import { text } from '@/lib/provider/reshape';
import type { Programme } from './types';

/**
 * A trainer or academy booking's programme (issue 13 item 2; spec §3 cart item trainer fields `sessions`, workshop
 * fields `date_range` and weekdays): the sessions left are those bought less those used, never below zero; the
 * weekdays in week order from Sunday (spec §3 weekday table, day index 0-6).
 */
export function programmeOf(p: NonNullable<BookingWire['programme']>): Programme {
  const used = Math.min(p.used, p.sessions);
  return {
    package: text(p.package, p.ar_package),
    sessions: p.sessions,
    used,
    left: p.sessions - used,
    sessionMinutes: p.session_minutes ?? null,
    startDate: p.start_date ?? null,
    endDate: p.end_date ?? null,
    days: [...new Set(p.days ?? [])].sort((a, b) => a - b),
  };
}
