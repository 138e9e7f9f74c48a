'use client';
import { useId, useState } from 'react';
import type { LocalizedText } from '@/lib/i18n/pick';
import { commitLater, useWarmCommit } from './lazy-commit';
import { useFeedback } from './Feedback';
import type { AddLabels } from './types';
import styles from './add.module.css';

export interface PlanChoice {
  /** null: pay in full. */
  id: number | null;
  divisor: number;
  /** Months between two instalments (lib/cart/instalments.ts instalmentInterval). */
  intervalMonths?: number;
  label: string;
}

/** Today in the venue's time zone (a membership starts on the day it is bought). */
function venueToday(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

/**
 * A membership package with its payment plan (spec §9: an instalment plan divides price and tax by the divisor) and
 * the Buy button. Membership never shares the cart with other product types (spec §4).
 */
export function MembershipBuy({
  host,
  venueId,
  timeZone,
  membership,
  pkg,
  plans,
  text,
  labels,
}: {
  host: string;
  venueId: number;
  timeZone: string;
  membership: { id: number; name: LocalizedText };
  pkg: { id: number; name: LocalizedText; price: number; tax: number };
  plans: PlanChoice[];
  text: { legend: string; buy: string; buyLabel: string };
  labels: AddLabels;
}) {
  const [plan, setPlan] = useState(0);
  const name = useId();
  const feedback = useFeedback(labels);
  useWarmCommit();
  const buy = async () => {
    const p = plans[plan];
    feedback.show(
      await commitLater(host, venueId, (keys, { membershipLine }) => [
        membershipLine({ venueId, keys: keys(), membership, pkg, plan: p && p.id != null ? { id: p.id, divisor: p.divisor, intervalMonths: p.intervalMonths } : null, startDate: venueToday(timeZone) }),
      ]),
    );
  };
  return (
    <div className={styles.add}>
      {plans.length > 1 ? (
        <fieldset className={styles.plans}>
          <legend>{text.legend}</legend>
          {plans.map((p, i) => (
            <label key={p.id ?? 'full'}>
              <input type="radio" name={name} checked={plan === i} onChange={() => setPlan(i)} />
              {p.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="button" className="button button-cta" aria-label={text.buyLabel} onClick={buy}>
        {text.buy}
      </button>
      {feedback.node}
    </div>
  );
}
