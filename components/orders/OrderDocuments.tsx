import type { Fact, OrderDocuments as Docs } from '@/lib/tickets/documents';
import styles from './orders.module.css';

/**
 * The documents of an order's lines that are not admissions (issue 24 item 3; the words: lib/tickets/documents.ts):
 * a membership's period, plan and next instalment; an outlet order's outlet, place and how it is handed over; an
 * offer's content. Admissions are the ticket cards (TicketCard.tsx). Server component.
 */
export function OrderDocuments({ docs, titles }: { docs: Docs; titles: { membership: string; outlet: string; offer: string; from: string; where: string } }) {
  return (
    <>
      {docs.memberships.length ? (
        <section aria-labelledby="membership-title" className={styles.documents}>
          <h2 id="membership-title">{titles.membership}</h2>
          {docs.memberships.map((m, i) => (
            <article key={i} className={styles.ticket} data-document="membership">
              <h3>{m.name}</h3>
              <Facts facts={m.facts} />
            </article>
          ))}
        </section>
      ) : null}
      {docs.outlets.length ? (
        <section aria-labelledby="outlet-title" className={styles.documents}>
          <h2 id="outlet-title">{titles.outlet}</h2>
          {docs.outlets.map((o, i) => (
            <article key={i} className={styles.ticket} data-document="outlet">
              <Facts facts={[{ label: titles.from, value: o.outlet }, ...(o.place ? [{ label: titles.where, value: o.place }] : [])]} />
              <ul className={styles.items}>
                {o.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
              <p className={styles.muted}>{o.how}</p>
            </article>
          ))}
        </section>
      ) : null}
      {docs.offers.length ? (
        <section aria-labelledby="offer-title" className={styles.documents}>
          <h2 id="offer-title">{titles.offer}</h2>
          {docs.offers.map((o, i) => (
            <article key={i} className={styles.ticket} data-document="offer">
              <h3>{o.name}</h3>
              <Facts facts={o.facts} />
              <p className={styles.muted}>{o.how}</p>
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((f) => (
        <div key={f.label} style={{ display: 'contents' }}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
