'use client';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { TicketProductWire } from '@/lib/provider/facilities';
import { ddmmyyyy, label12 } from '@/lib/booking/time';
import { Stepper } from './Stepper';
import { formatPrice } from './price';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/** spec §2 step 2: the chosen facility's ticket cards with a summary; per-card quantity (spec §4). */
export function TicketStep({
  flow,
  currency,
  specialMode,
  canAdd,
  onAdd,
}: {
  flow: BookingFlow;
  currency: string;
  specialMode: boolean;
  /** False until the terms are agreed (spec §4 terms modal). */
  canAdd: boolean;
  /** Runs the participant-details gate, then adds; resolves true when the ticket went in. */
  onAdd: (p: TicketProductWire, quantity: number) => Promise<boolean>;
}) {
  const t = useTranslations('booking');
  const locale = useLocale();
  const [qty, setQty] = useState<Record<number, number>>({});
  const auto = flow.auto!;
  const slot = flow.slot!;
  const facilityName = locale === 'ar' && auto.facility.ar_name ? auto.facility.ar_name : auto.facility.name;
  return (
    <>
      <h3>{specialMode ? t('yourVisit') : t('summary')}</h3>
      <dl className={styles.summary}>
        {!specialMode ? (
          <div>
            <dt>{t('facility')}</dt>
            <dd>{facilityName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('summaryDate')}</dt>
          <dd dir="ltr">{ddmmyyyy(flow.date)}</dd>
        </div>
        {specialMode ? (
          <div>
            <dt>{t('summaryTime')}</dt>
            <dd dir="ltr">{`${label12(slot.startMin, locale)} – ${label12(slot.endMin, locale)}`}</dd>
          </div>
        ) : (
          <div>
            <dt>{t('summaryDuration')}</dt>
            <dd>{t('minutes', { n: flow.duration })}</dd>
          </div>
        )}
      </dl>
      <h3>{t('tickets')}</h3>
      <ul className={styles.cards}>
        {auto.products.map((p) => {
          const name = locale === 'ar' && p.ar_name ? p.ar_name : p.name;
          const max = flow.maxFor(p);
          const value = Math.min(qty[p.product_id] ?? 0, Math.max(0, max));
          return (
            <li key={p.product_id} className={styles.card}>
              <h4>{name}</h4>
              <p className={styles.muted}>
                {formatPrice(p.price + p.tax_amount, currency)} · {t('perTicket', { n: p.participant_count })}
              </p>
              <Stepper
                value={value}
                max={max}
                name={name}
                onChange={(v) => setQty((q) => ({ ...q, [p.product_id]: v }))}
                labels={{ decrease: t('decrease', { name }), increase: t('increase', { name }), quantity: t('quantityOf', { name }) }}
              />
              <button
                type="button"
                className="button"
                disabled={!value || !canAdd || flow.busy}
                onClick={async () => {
                  if (await onAdd(p, value)) setQty((q) => ({ ...q, [p.product_id]: 0 }));
                }}
              >
                {t('addToCart')}
                {value ? ` · ${formatPrice((p.price + p.tax_amount) * value, currency)}` : ''}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
