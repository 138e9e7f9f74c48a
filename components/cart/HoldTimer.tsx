'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { clock } from '@/lib/cart/holds';
import styles from './cart.module.css';

/**
 * A hold counting down: a facility booking's (spec §7 cart/sync) or an order in progress (issue 24). Expired, it says
 * so and offers to re-reserve (`onRenew`), or only says so and tells `onExpire` once (the order's hold: the cart then
 * reserves its lines again by itself).
 */
export function HoldTimer({ until, busy = false, onRenew, onExpire }: { until: number; busy?: boolean; onRenew?: () => void; onExpire?: () => void }) {
  const t = useTranslations('cart');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, []);
  const left = Math.max(0, until - now);
  const told = useRef(false);
  useEffect(() => {
    if (left > 0) told.current = false;
    else if (onExpire && !told.current) {
      told.current = true;
      onExpire();
    }
  }, [left, onExpire]);
  if (left > 0)
    return (
      <p className={styles.hold}>
        {t('heldFor')} <span dir="ltr" role="timer" aria-label={t('heldForTime', { time: clock(left) })}>{clock(left)}</span>
      </p>
    );
  return (
    <div className={styles.expired} role="alert">
      <p>{t('holdExpired')}</p>
      {onRenew ? (
        <button type="button" className="button button-outline" disabled={busy} onClick={onRenew}>
          {t('reserveAgain')}
        </button>
      ) : null}
    </div>
  );
}
