import 'server-only';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderView, Ticket } from '@/lib/orders/types';
import type { TicketLabels } from '@/lib/tickets/labels';
import { qrSvg } from '@/lib/tickets/qr';
import { ticketFace, venueOf } from '@/lib/tickets/view';
import styles from './orders.module.css';

/**
 * A ticket as the gate scans it (issue 12 item 6): the QR code is drawn on the server as inline SVG (no request, no
 * client code) and named for assistive technology by its code. Server component; the labels come from
 * `ticketLabelsFor(locale)` (lib/tickets/labels.ts) so the page passes no translator.
 */
interface TicketCardProps {
  order: OrderView;
  ticket: Ticket;
  /** 1-based position of the ticket in the order ("Ticket 1 of 2"). */
  index: number;
  locale: AppLocale;
  labels: TicketLabels;
  headingLevel?: 2 | 3;
  /** What the customer can do with this ticket (wallet passes, the gate view: components/tickets/), under its code. */
  actions?: ReactNode;
}

export async function TicketCard(props: TicketCardProps) {
  return <TicketCardView {...props} svg={await qrSvg(props.ticket.code)} />;
}

function TicketCardView({ order, ticket, index, locale, labels, headingLevel = 3, svg, actions }: TicketCardProps & { svg: string }) {
  const face = ticketFace(ticket, locale, labels);
  const Heading = `h${headingLevel}` as const;
  const headingId = `ticket-${order.id}-${index}`;
  return (
    <article className={styles.ticket} aria-labelledby={headingId}>
      <p className={styles.muted}>{venueOf(order, locale).venue}</p>
      <p className={styles.muted}>{labels.ticketOf(index, order.tickets.length)}</p>
      <Heading id={headingId}>{face.name}</Heading>
      {face.detail ? <p className={styles.muted}>{face.detail}</p> : null}
      <dl className={styles.facts}>
        {face.date ? (
          <>
            <dt>{labels.date}</dt>
            <dd>{face.date}</dd>
          </>
        ) : null}
        {face.time ? (
          <>
            <dt>{labels.time}</dt>
            <dd>{face.time}</dd>
          </>
        ) : null}
        {face.holder ? (
          <>
            <dt>{labels.holder}</dt>
            <dd>
              <bdi>{face.holder}</bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {/* The SVG comes from the qrcode library (paths only) and is marked aria-hidden; this box carries the name. */}
      <div className={styles.qr} role="img" aria-label={labels.qrLabel(face.code)} dangerouslySetInnerHTML={{ __html: svg }} />
      <p className={styles.code} dir="ltr" aria-label={`${labels.code}: ${face.code}`}>
        {face.code}
      </p>
      <p className={styles.gate}>{labels.showAtGate}</p>
      {actions}
    </article>
  );
}

/** Every ticket of the order, as a list named by its title. */
export async function TicketCards({ order, locale, labels, headingLevel = 3, actions }: Omit<TicketCardProps, 'ticket' | 'index' | 'actions'> & { actions?: (index: number) => ReactNode }) {
  const svgs = await Promise.all(order.tickets.map((t) => qrSvg(t.code)));
  return (
    <ol className={styles.tickets} aria-label={labels.ticketsTitle}>
      {order.tickets.map((ticket, i) => (
        <li key={`${ticket.code}-${i}`}>
          <TicketCardView order={order} ticket={ticket} index={i + 1} locale={locale} labels={labels} headingLevel={headingLevel} svg={svgs[i]!} actions={actions?.(i + 1)} />
        </li>
      ))}
    </ol>
  );
}
