'use client';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { EVENT_FILTERS, filterQueryUrl, filterRange, readFilterQuery, runsWithin, todayIn, type EventFilter } from '@/lib/catalogue/event-filters';
import type { EventSummary } from '@/lib/catalogue/types';
import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { href } from '@/lib/routing/links';
import { formatTicketPrice } from '@/lib/format/price';
import { CatalogueCard } from './CatalogueCard';
import { eventDates } from './event-text';

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

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

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
  const [remote, setRemote] = useState<{ key: string; items: EventSummary[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const name = useId();
  const range = filter === 'all' ? null : filterRange(filter, todayIn(timeZone), picked);
  const from = range?.from ?? '';
  const to = range?.to ?? '';
  const rangeKey = from ? `${from}/${to}` : '';

  useEffect(() => {
    if (!from || totalPages <= 1) return;
    let alive = true;
    setBusy(true);
    fetch(`/api/catalogue/events?from=${from}&to=${to}`)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((b: { data: EventSummary[] }) => alive && setRemote({ key: `${from}/${to}`, items: b.data }))
      // The page's own events stay shown when the range cannot be loaded.
      .catch(() => alive && setRemote(null))
      .finally(() => alive && setBusy(false));
    return () => {
      alive = false;
    };
  }, [from, to, totalPages]);

  const fromRemote = rangeKey && remote?.key === rangeKey ? remote.items : null;
  const nodes: Array<{ key: string; node: ReactNode }> = fromRemote
    ? fromRemote.map((e) => ({
        key: String(e.id),
        node: (
          <CatalogueCard
            title={pick(e.name, locale)}
            link={href(`/events/${e.id}`, locale)}
            image={e.image}
            facts={[eventDates(e, locale, (v) => fill(labels.dates, v)), e.locationName ? pick(e.locationName, locale) : null, pick(e.summary, locale)]}
            price={e.fromPrice ? fill(labels.fromPrice, { price: formatTicketPrice(e.fromPrice.price, e.fromPrice.tax, 1, currency) }) : null}
          />
        ),
      }))
    : filter === 'date' && !range
      ? entries
      : entries.filter((e) => runsWithin(e, range));
  const text: Record<EventFilter, string> = { all: labels.all, today: labels.today, week: labels.week, month: labels.month, date: labels.date };
  const loading = busy && !fromRemote;

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
      <p className="list-notice" aria-live="polite" hidden={!loading && nodes.length > 0}>
        {loading ? labels.loading : nodes.length ? '' : labels.noneForFilter}
      </p>
      <ul className="card-grid" aria-busy={loading}>
        {nodes.map((e) => (
          <li key={e.key}>{e.node}</li>
        ))}
      </ul>
      {filter === 'all' ? pager : null}
    </>
  );
}
