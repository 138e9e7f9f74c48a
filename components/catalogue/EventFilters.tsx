'use client';
import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { EVENT_FILTERS, filterQueryUrl, filterRange, readFilterQuery, runsWithin, todayIn, type EventFilter } from '@/lib/catalogue/event-filters';
import type { AppLocale } from '@/lib/i18n/locales';
import { FilterResults } from './FilterResults';

// The events of a range from every page (React Query, the card builder) load only when a range is chosen on a list
// with more pages, so the list's first load stays light.
const RangeEvents = lazy(() => import('./RangeEvents'));

export interface FilterEntry {
  key: string;
  startDate: string;
  endDate: string;
  node: ReactNode;
}

export interface EventFilterLabels {
  legend: string;
  all: string;
  today: string;
  week: string;
  month: string;
  date: string;
  pickDate: string;
  noneForFilter: string;
  loading: string;
  /** "{from} to {to}" */
  dates: string;
  /** "From {price}" */
  fromPrice: string;
}

/**
 * Spec §2 event filters (all, today, this week, this month, pick a date). The page stays cached: the filter runs
 * in the browser over the server-rendered page, with "today" in the venue's time zone. When the list has more
 * pages, the events of the chosen range come from /api/catalogue/events (every page), shown as the same cards.
 */
export function EventFilters({
  entries,
  timeZone,
  totalPages,
  locale,
  currency,
  labels,
  pager,
}: {
  /** The list's pager: it pages the unfiltered list, so it shows only with 'all'. */
  pager?: ReactNode;
  entries: FilterEntry[];
  timeZone: string;
  totalPages: number;
  locale: AppLocale;
  currency: string;
  labels: EventFilterLabels;
}) {
  const [filter, setFilterState] = useState<EventFilter>('all');
  const [picked, setPickedState] = useState('');

  // The filter lives in the URL (?when=&date=): Back steps through it and the result can be shared (issue 16 §16).
  // The page itself is cached without it, so it is read in the browser.
  useEffect(() => {
    const read = () => {
      const q = readFilterQuery(window.location.search);
      setFilterState(q.filter);
      setPickedState(q.date);
    };
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const remember = (next: EventFilter, date: string) => {
    const url = filterQueryUrl(window.location.pathname, window.location.search, next, date);
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url);
  };
  const setFilter = (next: EventFilter) => {
    setFilterState(next);
    remember(next, next === 'date' ? picked : '');
  };
  const setPicked = (date: string) => {
    setPickedState(date);
    remember('date', date);
  };
  const name = useId();
  const range = filter === 'all' ? null : filterRange(filter, todayIn(timeZone), picked);
  const local = filter === 'date' && !range ? entries : entries.filter((e) => runsWithin(e, range));
  const localResults = (loading: boolean) => <FilterResults nodes={local} loading={loading} labels={labels} />;
  const text: Record<EventFilter, string> = { all: labels.all, today: labels.today, week: labels.week, month: labels.month, date: labels.date };

  return (
    <>
      <fieldset className="event-filters">
        <legend>{labels.legend}</legend>
        <div className="filter-pills">
          {EVENT_FILTERS.map((f) => (
            <label key={f} className={`pill${filter === f ? ' pill-active' : ''}`}>
              <input type="radio" name={name} value={f} checked={filter === f} onChange={() => setFilter(f)} />
              {text[f]}
            </label>
          ))}
        </div>
        {filter === 'date' ? (
          <label className="pick-date">
            <span>{labels.pickDate}</span>
            <input type="date" value={picked} onChange={(e) => setPicked(e.target.value)} />
          </label>
        ) : null}
      </fieldset>
      {range && totalPages > 1 ? (
        <Suspense fallback={localResults(true)}>
          <RangeEvents from={range.from} to={range.to} local={local} locale={locale} currency={currency} labels={labels} />
        </Suspense>
      ) : (
        localResults(false)
      )}
      {filter === 'all' ? pager : null}
    </>
  );
}
