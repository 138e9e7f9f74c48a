import type { Fact, OrderDocuments as Docs } from '@/lib/tickets/documents';
import type { ReactNode } from 'react';
import styles from './orders.module.css';

/**
 * The documents of an order's lines that are not admissions (issue 24 item 3; the words: lib/tickets/documents.ts):
 * a membership's period, plan and next instalment; an outlet order's outlet, place and how it is handed over; an
 * offer's content. Admissions are the ticket cards (TicketCard.tsx). Server component.
 */
export function OrderDocuments({ docs, titles }: { docs: Docs; titles: { membership: string; outlet: string; offer: string; from: string; where: string } }) {
  return (
    <>
      <DocumentSection kind="membership" title={titles.membership} items={docs.memberships}>
        {(m) => (
          <>
            <h3>{m.name}</h3>
            <Facts facts={m.facts} />
          </>
        )}
      </DocumentSection>
      <DocumentSection kind="outlet" title={titles.outlet} items={docs.outlets}>
        {(o) => (
          <>
            <Facts facts={[{ label: titles.from, value: o.outlet }, ...(o.place ? [{ label: titles.where, value: o.place }] : [])]} />
            <ul className={styles.items}>
              {o.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
            <p className={styles.muted}>{o.how}</p>
          </>
        )}
      </DocumentSection>
      <DocumentSection kind="offer" title={titles.offer} items={docs.offers}>
        {(o) => (
          <>
            <h3>{o.name}</h3>
            <Facts facts={o.facts} />
            <p className={styles.muted}>{o.how}</p>
          </>
        )}
      </DocumentSection>
    </>
  );
}

/** One kind of document: nothing when the order has none, else its titled section with one card a line. */
function DocumentSection<T>({ kind, title, items, children }: { kind: string; title: string; items: T[]; children: (item: T) => ReactNode }) {
  if (!items.length) return null;
  return (
    <section aria-labelledby={`${kind}-title`} className={styles.documents}>
      <h2 id={`${kind}-title`}>{title}</h2>
      {items.map((item, i) => (
        <article key={i} className={styles.ticket} data-document={kind}>
          {children(item)}
        </article>
      ))}
    </section>
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
