import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderView } from '@/lib/orders/types';
import type { TicketLabels } from '@/lib/tickets/labels';
import { receiptOf, type ReceiptFigure } from '@/lib/tickets/view';
import styles from './orders.module.css';

/**
 * The receipt of an order (issue 12 item 6): lines with quantity, price incl. VAT (spec §9), discount and amount,
 * then totals, how it was paid, the transaction id and the VAT note. The same figures as the receipt PDF
 * (lib/tickets/view.ts). Amounts are kept left to right inside an Arabic page.
 */
export function ReceiptTable({ order, locale, labels }: { order: OrderView; locale: AppLocale; labels: TicketLabels }) {
  const r = receiptOf(order, locale, labels);
  return (
    <section className={styles.receipt} aria-label={labels.receiptTitle}>
      {/* A narrow screen stacks each line (orders.module.css): every value under its own label, nothing cut. Still
          scrollable and focusable should a value be wider than the screen. */}
      <div className={styles.tableWrap} role="region" aria-label={r.orderNumber} tabIndex={0}>
        <table className={styles.table}>
          <caption>
            {labels.receiptTitle} · {r.orderNumber}
          </caption>
          <thead>
            <tr>
              <th scope="col">{labels.item}</th>
              {[labels.quantity, labels.unitPrice, labels.discount, labels.lineTotal].map((h, i) => (
                <th key={i} scope="col" className={styles.num}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.rows.map((row, i) => (
              <tr key={i}>
                <th scope="row">
                  {row.name}
                  {row.detail ? <div className={styles.muted}>{row.detail}</div> : null}
                  {row.when ? <div className={styles.muted}>{row.when}</div> : null}
                  {row.notes.map((note, j) => (
                    <div key={j} className={styles.muted}>
                      {note}
                    </div>
                  ))}
                </th>
                <Cell label={labels.quantity}>{row.quantity}</Cell>
                <Cell label={labels.unitPrice} ltr>
                  {row.unitPrice}
                </Cell>
                <Cell label={labels.discount} ltr>
                  {row.discount ?? '–'}
                </Cell>
                <Cell label={labels.lineTotal} ltr>
                  {row.amount}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Figures rows={r.totals} />
      {r.payments.length ? <Figures rows={r.payments} label={labels.paidBy} /> : null}
      {r.transactionId ? (
        <p className={styles.muted}>
          {labels.transactionId}: <bdi dir="ltr">{r.transactionId}</bdi>
        </p>
      ) : null}
      <p className={styles.muted}>{labels.vatNote}</p>
    </section>
  );
}

/**
 * A figure of a receipt line. Its column's name is repeated inside it for the stacked narrow layout only (hidden
 * from assistive technology, which has the column header already).
 */
function Cell({ label, ltr, children }: { label: string; ltr?: boolean; children: ReactNode }) {
  return (
    <td className={styles.num}>
      <span className={styles.cellLabel} aria-hidden="true">
        {label}
      </span>
      {ltr ? <bdi dir="ltr">{children}</bdi> : <span>{children}</span>}
    </td>
  );
}

/** Label and amount pairs under the table (totals, how it was paid); a strong one is the grand total. */
function Figures({ rows, label }: { rows: ReceiptFigure[]; label?: string }) {
  return (
    <dl className={styles.totals} aria-label={label}>
      {rows.map((f) => (
        <div key={f.label} style={{ display: 'contents' }} className={f.strong ? styles.grand : undefined}>
          <dt>{f.label}</dt>
          <dd>
            <bdi dir="ltr">{f.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}
