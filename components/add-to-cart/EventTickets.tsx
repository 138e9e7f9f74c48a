'use client';
import { useState } from 'react';
import { MAX_ADD_QUANTITY } from '@/lib/cart/limits';
import { sessionState, type SessionState } from '@/lib/booking/sale-window';
import type { LocalizedText } from '@/lib/i18n/pick';
import { commitLater, useWarmCommit } from './lazy-commit';
import { useFeedback } from './Feedback';
import { Stepper } from './Stepper';
import { useVenueNow } from './useVenueNow';
import type { AddLabels, StepperLabels } from './types';
import styles from './add.module.css';

export interface TicketChoice {
  id: number;
  name: LocalizedText;
  price: number;
  tax: number;
  soldOut: boolean;
  /** Shown in the page's language by the server. */
  text: { name: string; description: string | null; price: string; stepper: StepperLabels };
}

export interface ScheduleChoice {
  id: number;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  label: string;
}

export interface EventTicketsText {
  ticket: string;
  price: string;
  quantity: string;
  schedule: string;
  soldOut: string;
  addToCart: string;
  chooseTickets: string;
  /** A session that has started or ended is shown as such and not offered (issue 23 item 1). */
  started: string;
  ended: string;
  closed: string;
}

/**
 * Event tickets per schedule (spec §3 event fields, §5 seat already in cart): choose the date and time, a quantity
 * per ticket type, and add them together (one group).
 */
export function EventTickets({
  host,
  venueId,
  event,
  tickets,
  schedules,
  text,
  labels,
  timeZone,
  renderedAt,
}: {
  host: string;
  venueId: number;
  /** The venue's zone and the server's render time (epoch ms): when a session stops being sold. */
  timeZone: string;
  renderedAt: number;
  event: { id: number; name: LocalizedText };
  tickets: TicketChoice[];
  schedules: ScheduleChoice[];
  text: EventTicketsText;
  labels: AddLabels;
}) {
  const now = useVenueNow(timeZone, renderedAt);
  const stateOf = (s: ScheduleChoice): SessionState => sessionState(s, now);
  const open = schedules.filter((s) => stateOf(s) === 'open');
  const [chosen, setScheduleId] = useState<number | null>(null);
  // The first session still on sale unless the visitor chose one that still is.
  const scheduleId = open.some((s) => s.id === chosen) ? chosen! : (open[0]?.id ?? 0);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const [empty, setEmpty] = useState(false);
  const feedback = useFeedback(labels);
  useWarmCommit();
  const closedLabel = (s: ScheduleChoice) => {
    const state = stateOf(s);
    return state === 'open' ? s.label : `${s.label} (${state === 'ended' ? text.ended : text.started})`;
  };

  const add = async () => {
    const schedule = open.find((s) => s.id === scheduleId);
    const chosen = tickets.filter((t) => !t.soldOut && (counts[t.id] ?? 0) > 0);
    feedback.show(null);
    if (!schedule || !chosen.length) return setEmpty(true);
    setEmpty(false);
    const outcome = await commitLater(host, venueId, (keys, { eventLine }) => chosen.map((t) => eventLine({ venueId, keys: keys(), quantity: counts[t.id], event, ticket: t, schedule })));
    feedback.show(outcome);
    if (outcome.ok) setCounts({});
  };

  return (
    <div className={styles.add}>
      {schedules.length > 1 ? (
        <label className={styles.field}>
          {text.schedule}
          <select value={scheduleId} onChange={(e) => setScheduleId(Number(e.target.value))}>
            {schedules.map((s) => (
              <option key={s.id} value={s.id} disabled={stateOf(s) !== 'open'}>
                {closedLabel(s)}
              </option>
            ))}
          </select>
        </label>
      ) : schedules[0] ? (
        <p className={styles.muted}>
          {text.schedule}: {closedLabel(schedules[0])}
        </p>
      ) : null}
      {schedules.length && !open.length ? (
        <p role="status" className={styles.error}>
          {text.closed}
        </p>
      ) : null}
      <table className="ticket-table">
        <thead>
          <tr>
            <th scope="col">{text.ticket}</th>
            <th scope="col">{text.price}</th>
            <th scope="col">{text.quantity}</th>
          </tr>
        </thead>
        <tbody>
          {tickets.map((t) => (
            <tr key={t.id}>
              <th scope="row">
                {t.text.name}
                {t.text.description ? <span className="ticket-desc">{t.text.description}</span> : null}
              </th>
              <td>{t.soldOut ? text.soldOut : t.text.price}</td>
              <td>
                {t.soldOut || !open.length ? null : (
                  <Stepper value={counts[t.id] ?? 0} max={MAX_ADD_QUANTITY} labels={t.text.stepper} onChange={(n) => setCounts((c) => ({ ...c, [t.id]: n }))} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="button button-cta" onClick={() => void add()} disabled={!open.length}>
        {text.addToCart}
      </button>
      <p role="alert" className={styles.error}>
        {empty ? text.chooseTickets : null}
      </p>
      {feedback.node}
    </div>
  );
}
