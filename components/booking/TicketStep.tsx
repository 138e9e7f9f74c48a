'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { TicketProduct } from '@/lib/booking/types';
import { pick } from '@/lib/i18n/pick';
import type { AppLocale } from '@/lib/i18n/locales';
import { ddmmyyyy } from '@/lib/booking/time';
import { formatClockRange } from '@/lib/format/date';
import { QuantityCard } from './QuantityCard';
import { formatTicketPrice } from '@/lib/format/price';
import type { BookingFlow } from './useBookingFlow';
import styles from './booking.module.css';

/** spec §2 step 2: the chosen facility's ticket cards with a summary; per-card quantity (spec §4). */
export function TicketStep({
  flow,
  currency,
  specialMode,
  canAdd,
  onAdd,
  qty,
  setQty,
}: {
  flow: BookingFlow;
  currency: string;
  specialMode: boolean;
  /** False until the terms are agreed (spec §4 terms modal). */
  canAdd: boolean;
  /** Runs the participant-details gate, then adds; resolves true when the ticket went in. */
  onAdd: (p: TicketProduct, quantity: number) => Promise<boolean>;
  /** The quantity chosen per product id (the modal's, so a sign-in keeps it). */
  qty: Record<number, number>;
  setQty: (update: (q: Record<number, number>) => Record<number, number>) => void;
}) {
  const t = useTranslations('booking');
  const locale = useLocale() as AppLocale;
  const auto = flow.auto!;
  const slot = flow.slot!;
  const facilityName = pick(auto.facility.name, locale);
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
          <dd dir="ltr">{ddmmyyyy(slot.date)}</dd>
        </div>
        {specialMode ? (
          <div>
            <dt>{t('summaryTime')}</dt>
            {/* One clock formatter (issue 24.7): in Arabic each time reads number first, the range from the right. */}
            <dd>{formatClockRange(slot.startMin, slot.endMin, locale)}</dd>
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
          const name = pick(p.name, locale);
          const max = flow.maxFor(p);
          const value = Math.min(qty[p.productId] ?? 0, Math.max(0, max));
          return (
            <QuantityCard
              key={p.productId}
              name={name}
              detail={`${formatTicketPrice(p.price, p.taxAmount, 1, currency)} · ${t('perTicket', { n: p.participantCount })}`}
              value={value}
              max={max}
              onChange={(v) => setQty((q) => ({ ...q, [p.productId]: v }))}
              add={{
                label: `${t('addToCart')}${value ? ` · ${formatTicketPrice(p.price, p.taxAmount, value, currency)}` : ''}`,
                className: 'button',
                disabled: !value || !canAdd || flow.busy,
                onClick: async () => {
                  if (await onAdd(p, value)) setQty((q) => ({ ...q, [p.productId]: 0 }));
                },
              }}
            />
          );
        })}
      </ul>
    </>
  );
}
