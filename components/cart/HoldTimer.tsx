'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clock } from '@/lib/cart/holds';
import styles from './cart.module.css';

/** The hold on a facility booking counting down (spec §7 cart/sync); expired, it says so and offers to re-reserve. */
export function HoldTimer({ until, busy, onRenew }: { until: number; busy: boolean; onRenew: () => void }) {
  const t = useTranslations('cart');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, until - now);
  if (left > 0)
    return (
      <p className={styles.hold}>
        {t('heldFor')} <span dir="ltr" role="timer" aria-label={t('heldForTime', { time: clock(left) })}>{clock(left)}</span>
      </p>
    );
  return (
    <div className={styles.expired} role="alert">
      <p>{t('holdExpired')}</p>
      <button type="button" className="button button-outline" disabled={busy} onClick={onRenew}>
        {t('reserveAgain')}
      </button>
    </div>
  );
}
