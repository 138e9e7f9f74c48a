import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderView } from '@/lib/orders/types';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { receiptOf, ticketFace } from '@/lib/tickets/view';
import { qrSvg } from '@/lib/tickets/qr';
import styles from './result.module.css';

/**
 * The paid order on the payment success page: tickets with their QR code (rendered here on the server), then the
 * receipt, in the page's language (labels of the `tickets` namespace, shared with the PDFs).
 */
export async function OrderResult({ order, locale }: { order: OrderView; locale: AppLocale }) {
  const labels = ticketLabelsFor(locale);
  const receipt = receiptOf(order, locale, labels);
  const faces = order.tickets.map((t) => ticketFace(t, locale, labels));
  const qrs = await Promise.all(faces.map((f) => qrSvg(f.code).catch(() => null)));
  return (
    <>
      {faces.length ? (
        <section aria-labelledby="tickets-title" className={styles.section}>
          <h2 id="tickets-title">{labels.ticketsTitle}</h2>
          <ul className={styles.tickets}>
            {faces.map((f, i) => (
              <li key={f.code} className={styles.ticket} aria-label={labels.ticketOf(i + 1, faces.length)}>
                {qrs[i] ? <div className={styles.qr} role="img" aria-label={labels.qrLabel(f.code)} dangerouslySetInnerHTML={{ __html: qrs[i]! }} /> : null}
                <div className={styles.face}>
                  <h3 className={styles.ticketName}>{f.name}</h3>
                  {f.detail ? <p>{f.detail}</p> : null}
                  <dl className={styles.facts}>
                    {f.date ? (
                      <>
                        <dt>{labels.date}</dt>
                        <dd dir="ltr">{f.date}</dd>
                      </>
                    ) : null}
                    {f.time ? (
                      <>
                        <dt>{labels.time}</dt>
                        <dd dir="ltr">{f.time}</dd>
                      </>
                    ) : null}
                    {f.holder ? (
                      <>
                        <dt>{labels.holder}</dt>
                        <dd>{f.holder}</dd>
                      </>
                    ) : null}
                    <dt>{labels.code}</dt>
                    <dd dir="ltr" className={styles.code}>
                      {f.code}
                    </dd>
                  </dl>
                  <p className={styles.muted}>{labels.showAtGate}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="receipt-title" className={styles.section}>
        <h2 id="receipt-title">{labels.receiptTitle}</h2>
        <p className={styles.muted}>
          {receipt.orderNumber} · {labels.orderDate} <span dir="ltr">{receipt.orderDate}</span> · {labels.status}: {receipt.status}
        </p>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{labels.item}</th>
                <th scope="col">{labels.quantity}</th>
                <th scope="col">{labels.unitPrice}</th>
                <th scope="col">{labels.discount}</th>
                <th scope="col">{labels.lineTotal}</th>
              </tr>
            </thead>
            <tbody>
              {receipt.rows.map((r, i) => (
                <tr key={i}>
                  <th scope="row">
                    <span className={styles.rowName}>{r.name}</span>
                    {r.detail ? <span className={styles.muted}>{r.detail}</span> : null}
                    {r.when ? <span className={styles.muted}>{r.when}</span> : null}
                  </th>
                  <td>{r.quantity}</td>
                  <td dir="ltr">{r.unitPrice}</td>
                  <td dir="ltr">{r.discount ?? '—'}</td>
                  <td dir="ltr">{r.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl className={styles.totals}>
          {receipt.totals.map((f) => (
            <div key={f.label} className={f.strong ? styles.strong : undefined}>
              <dt>{f.label}</dt>
              <dd dir="ltr">{f.value}</dd>
            </div>
          ))}
        </dl>
        {receipt.payments.length ? (
          <dl className={styles.totals} aria-label={labels.paidBy}>
            {receipt.payments.map((f) => (
              <div key={f.label}>
                <dt>
                  {labels.paidBy}: {f.label}
                </dt>
                <dd dir="ltr">{f.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {receipt.transactionId ? (
          <p className={styles.muted}>
            {labels.transactionId}: <span dir="ltr">{receipt.transactionId}</span>
          </p>
        ) : null}
        <p className={styles.muted}>{labels.vatNote}</p>
      </section>
    </>
  );
}
