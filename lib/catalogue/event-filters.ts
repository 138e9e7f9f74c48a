/**
 * The event list's date filters (spec §2: all, today, this week, this month, pick a date). Everything is a
 * calendar date (YYYY-MM-DD) in the venue's time zone (DESIGN §2, spec §9 default Asia/Dubai), and the week
 * starts on Monday (spec §9). Today comes from Intl; day arithmetic from date-fns (small, tree-shaken functions, no
 * locale data), so the client island stays small.
 */
import { addDays, endOfMonth, formatISO, isValid, parseISO, startOfMonth, startOfWeek } from 'date-fns';

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

/** Calendar-date arithmetic through date-fns (issue 22 §6); the Date objects stand for local midnights. */
const day = (d: Date) => formatISO(d, { representation: 'date' });

/** The range a filter selects, or null for 'all' (and for 'date' without a valid date). */
export function filterRange(filter: EventFilter, today: string, picked?: string | null): DateRange | null {
  switch (filter) {
    case 'all':
      return null;
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const from = startOfWeek(parseISO(today), { weekStartsOn: 1 });
      return { from: day(from), to: day(addDays(from, 6)) };
    }
    case 'month': {
      const d = parseISO(today);
      return { from: day(startOfMonth(d)), to: day(endOfMonth(d)) };
    }
    case 'date':
      return picked && ISO_DATE.test(picked) && isValid(parseISO(picked)) ? { from: picked, to: picked } : null;
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
