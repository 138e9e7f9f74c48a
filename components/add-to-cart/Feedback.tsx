'use client';
import { useState } from 'react';
import type { Outcome } from './commit';
import type { AddLabels } from './types';
import styles from './add.module.css';

const CART_ERRORS = new Set(['membershipWithOthers', 'othersWithMembership']);

/**
 * The outcome of an add, next to the control that made it: 'Added to cart' with a way to the cart (and the outlet
 * warning of spec §4 when it applies), or the refusal in the visitor's language (spec §5, §8 'Cart Error').
 */
export function useFeedback(labels: AddLabels) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const node = (
    <>
      <p role="status" className={styles.notice}>
        {outcome?.ok ? (
          <>
            {labels.added}. <a href={labels.cartHref}>{labels.viewCart}</a>
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
  return { show: setOutcome, node };
}
