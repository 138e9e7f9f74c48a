/**
 * The event list's date filters (spec §2: all, today, this week, this month, pick a date). Everything is a
 * calendar date (YYYY-MM-DD) in the venue's time zone (DESIGN §2, spec §9 default Asia/Dubai), and the week
 * starts on Monday (spec §9). Today comes from Intl; the day arithmetic is the platform's UTC Date, so the events
 * list's island ships no date library (issue 27 §2, as lib/booking/time.ts); event-filters.test.ts checks it against
 * date-fns, which stays the reference (docs/decisions.md).
 */
export const EVENT_FILTERS = ['all', 'today', 'week', 'month', 'date'] as const;
export type EventFilter = (typeof EVENT_FILTERS)[number];

export interface DateRange {
  from: string;
  to: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Today's calendar date in the given time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Calendar-date arithmetic on UTC midnights: no time zone or clock change can move a day. */
const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const day = (d: Date) => d.toISOString().slice(0, 10);
const plusDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
/** A real calendar date (2026-02-30 is not one). */
const isDate = (date: string) => ISO_DATE.test(date) && !Number.isNaN(utc(date).getTime()) && day(utc(date)) === date;

/** The range a filter selects, or null for 'all' (and for 'date' without a valid date). */
export function filterRange(filter: EventFilter, today: string, picked?: string | null): DateRange | null {
  switch (filter) {
    case 'all':
      return null;
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const d = utc(today);
      // getUTCDay: 0 is Sunday; the week starts on Monday.
      const from = plusDays(d, -((d.getUTCDay() + 6) % 7));
      return { from: day(from), to: day(plusDays(from, 6)) };
    }
    case 'month': {
      const d = utc(today);
      return { from: `${today.slice(0, 7)}-01`, to: day(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0))) };
    }
    case 'date':
      return picked && isDate(picked) ? { from: picked, to: picked } : null;
  }
}

/** An event (its first to last schedule day) is shown when it runs on any day of the range. */
export function runsWithin(event: { startDate: string; endDate: string }, range: DateRange | null): boolean {
  if (!range) return true;
  return event.startDate <= range.to && event.endDate >= range.from;
}

/**
 * The filter in the list's URL (issue 16 §16): `when` is the filter (absent for 'all'), `date` the picked day.
 * Anything else in the query is kept; a value that is not a filter or a date reads as none.
 */
export function readFilterQuery(search: string): { filter: EventFilter; date: string } {
  const q = new URLSearchParams(search);
  const when = q.get('when');
  const filter = (EVENT_FILTERS as readonly string[]).includes(when ?? '') ? (when as EventFilter) : 'all';
  const date = q.get('date') ?? '';
  return { filter, date: filter === 'date' && ISO_DATE.test(date) ? date : '' };
}

export function filterQueryUrl(pathname: string, search: string, filter: EventFilter, date: string): string {
  const q = new URLSearchParams(search);
  q.delete('when');
  q.delete('date');
  // The pager pages the unfiltered list: a filter always starts from its first page.
  if (filter !== 'all') q.delete('page');
  if (filter !== 'all') q.set('when', filter);
  if (filter === 'date' && ISO_DATE.test(date)) q.set('date', date);
  const s = q.toString();
  return `${pathname}${s ? `?${s}` : ''}`;
}
