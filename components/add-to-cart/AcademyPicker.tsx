'use client';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AppLocale } from '@/lib/i18n/locales';
import type { LocalizedText } from '@/lib/i18n/pick';
import { academyLine } from '@/lib/cart/lines';
import { hasRepeatingDays } from '@/lib/cart/add';
import { formatDate } from '@/lib/format/date';
import { formatTicketPrice } from '@/lib/format/price';
import { Modal } from '@/components/ui/Modal';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { checkWorkshop } from '@/lib/api/cart';
import { qk } from '@/lib/api/query-keys';
import { commitLines, type Outcome } from './commit';
import type { AddLabels } from './types';
import styles from './add.module.css';

type Named = { id: number; name: LocalizedText };

export interface AcademyPickerText {
  title: string;
  startDate: string;
  /** 'Until {date}' with the placeholder left in. */
  until: string;
  days: string;
  chooseDays: string;
  /** 'Choose a date between {min} and {max}.' with the placeholders left in. */
  dateOutside: string;
  checking: string;
  /** 'Price: {price}' with the placeholder left in. */
  priceFor: string;
  addToCart: string;
  close: string;
}

export interface AcademyPickerProps {
  host: string;
  venueId: number;
  locale: AppLocale;
  currency: string;
  timeZone: string;
  academy: Named;
  programme: Named & { days: number[]; startDate: string; endDate: string };
  pkg: Named;
  /** Weekday names 0 (Sunday) … 6 in the page's language. */
  dayNames: string[];
  text: AcademyPickerText;
  labels: AddLabels;
  open: boolean;
  onClose: () => void;
  onAdded: (o: Outcome) => void;
}

function today(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

/**
 * Academy programme booking (spec §3 workshop fields): a start date inside the programme, the weekdays it runs on,
 * and the price of that choice from workshops/check (spec §7). Adding applies the rules of spec §5 ('Workshop
 * already in cart', 'Package already in cart', repeating days).
 */
export function AcademyPicker(p: AcademyPickerProps) {
  return (
    <QueryIsland>
      <Picker {...p} />
    </QueryIsland>
  );
}

function Picker(p: AcademyPickerProps) {
  const { programme, text } = p;
  const min = programme.startDate > today(p.timeZone) ? programme.startDate : today(p.timeZone);
  const max = programme.endDate;
  const [start, setStart] = useState(min);
  const [days, setDays] = useState<number[]>(programme.days);
  const [error, setError] = useState<string | null>(null);

  const outside = !start || start < min || start > max;
  const invalid = outside || !days.length || hasRepeatingDays(days);

  // workshops/check for this choice (spec §7); a new choice cancels the question still open for the last one.
  const choice = { programmeId: programme.id, packageId: p.pkg.id, startDate: start, days: [...days].sort() };
  const priceQ = useQuery({
    queryKey: qk.workshopCheck(choice.programmeId, choice.packageId, choice.startDate, choice.days),
    queryFn: ({ signal }) => checkWorkshop(choice, signal),
    enabled: p.open && !invalid,
    // Asked again at every choice and every opening, as the price may change; nothing kept once unused.
    gcTime: 0,
  });
  const check = !p.open || invalid ? null : priceQ.isPending ? 'loading' : (priceQ.data ?? null);

  const toggle = (d: number) => setDays((cur) => (cur.includes(d) ? cur.filter((x) => x !== d) : [...cur, d].sort()));

  const priced = check && check !== 'loading' && check.ok ? check.value : null;

  const add = () => {
    setError(null);
    if (!priced || invalid) return;
    const outcome = commitLines(p.host, p.venueId, (keys) => [
      academyLine({
        venueId: p.venueId,
        keys: keys(),
        academy: p.academy,
        programme,
        pkg: p.pkg,
        range: { startDate: start, endDate: priced.endDate ?? programme.endDate, days },
        priced: { price: priced.price, tax: priced.tax },
      }),
    ]);
    if (outcome.ok) p.onAdded(outcome);
    else setError(`${outcome.error === 'membershipWithOthers' || outcome.error === 'othersWithMembership' ? `${p.labels.cartError}: ` : ''}${p.labels.errors[outcome.error]}`);
  };

  return (
    <Modal open={p.open} onClose={p.onClose} title={text.title} closeLabel={text.close}>
      <div className={styles.picker}>
        <label className={styles.field}>
          {text.startDate}
          <input type="date" value={start} min={min} max={max} onChange={(e) => setStart(e.target.value)} aria-invalid={outside} />
        </label>
        <p className={styles.muted}>{fill(text.until, { date: formatDate(priced?.endDate ?? max, p.locale) })}</p>
        <fieldset className={styles.days}>
          <legend>{text.days}</legend>
          {programme.days.map((d) => (
            <label key={d}>
              <input type="checkbox" checked={days.includes(d)} onChange={() => toggle(d)} />
              {p.dayNames[d]}
            </label>
          ))}
        </fieldset>
        <p role="alert" className={styles.error}>
          {outside ? fill(text.dateOutside, { min: formatDate(min, p.locale), max: formatDate(max, p.locale) }) : !days.length ? text.chooseDays : null}
          {check && check !== 'loading' && !check.ok && !check.expired ? (check.message ?? p.labels.errors.failed) : null}
          {error}
        </p>
        <p className={styles.price} aria-live="polite">
          {check === 'loading' ? text.checking : priced ? fill(text.priceFor, { price: formatTicketPrice(priced.price, priced.tax, 1, p.currency) }) : null}
        </p>
        <button type="button" className="button button-cta" disabled={!priced || invalid} onClick={add}>
          {text.addToCart}
        </button>
      </div>
    </Modal>
  );
}
