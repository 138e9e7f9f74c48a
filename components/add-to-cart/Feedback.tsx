'use client';
import { useCallback, useState } from 'react';
import { toastSuccess } from '@/components/shell/toast';
import type { Outcome } from './commit';
import type { AddLabels } from './types';
import styles from './add.module.css';

const CART_ERRORS = new Set(['membershipWithOthers', 'othersWithMembership']);

/**
 * The outcome of an add: 'Added to cart' as a success toast (spec §8), and next to the control a way to the cart
 * (with the outlet warning of spec §4 when it applies), or the refusal in the visitor's language (spec §5, §8
 * 'Cart Error').
 */
export function useFeedback(labels: AddLabels) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const show = useCallback(
    (o: Outcome | null) => {
      setOutcome(o);
      if (o?.ok) toastSuccess(labels.added);
    },
    [labels.added],
  );
  const node = (
    <>
      <p role="status" className={styles.notice}>
        {outcome?.ok ? (
          <>
            <a href={labels.cartHref}>{labels.viewCart}</a>
            {outcome.outletWarning ? <span className={styles.warning}>{labels.outletWarning}</span> : null}
          </>
        ) : null}
      </p>
      <p role="alert" className={styles.error}>
        {outcome && !outcome.ok ? (
          <>
            {CART_ERRORS.has(outcome.error) ? `${labels.cartError}: ` : ''}
            {labels.errors[outcome.error]}
            {outcome.error === 'membershipInCart' || outcome.error === 'seatInCart' ? (
              <>
                {' '}
                <a href={labels.cartHref}>{labels.viewCart}</a>
              </>
            ) : null}
          </>
        ) : null}
      </p>
    </>
  );
  return { show, node };
}
