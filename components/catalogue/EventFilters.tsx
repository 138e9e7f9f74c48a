'use client';
import { useId, useState, type ReactNode } from 'react';
import { EVENT_FILTERS, filterRange, runsWithin, todayIn, type EventFilter } from '@/lib/catalogue/event-filters';

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
}

/**
 * Spec §2 event filters (all, today, this week, this month, pick a date) over the server-rendered list. The page
 * stays cached; "today" is the venue's today (its time zone), computed when a filter is chosen.
 */
export function EventFilters({ entries, timeZone, labels }: { entries: FilterEntry[]; timeZone: string; labels: EventFilterLabels }) {
  const [filter, setFilter] = useState<EventFilter>('all');
  const [picked, setPicked] = useState('');
  const name = useId();
  const range = filter === 'all' ? null : filterRange(filter, todayIn(timeZone), picked);
  const visible = filter === 'date' && !range ? entries : entries.filter((e) => runsWithin(e, range));
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
      <p className="list-notice" aria-live="polite" hidden={visible.length > 0}>
        {visible.length ? '' : labels.noneForFilter}
      </p>
      <ul className="card-grid">
        {visible.map((e) => (
          <li key={e.key}>{e.node}</li>
        ))}
      </ul>
    </>
  );
}
