import type { AppLocale } from '@/lib/i18n/locales';
import { instalmentSchedule } from '@/lib/cart/instalments';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';

/** The messages of the `money` namespace this list uses (next-intl's t, from the server or the client). */
type T = (key: 'planSummary' | 'planTotal' | 'planToday' | 'planLater' | 'planDated' | 'planFirstDated', values: Record<string, string | number>) => string;

/**
 * An instalment plan before buying (issue 23, spec §9 divisor): how many instalments and how often, each amount and
 * when it is charged, and the total they add up to. With a start date the charges are dated (the cart); without one
 * they are counted from the purchase (the membership page).
 */
export function InstalmentSchedule({
  price,
  tax,
  divisor,
  intervalMonths,
  startDate,
  currency,
  locale,
  t,
  id,
}: {
  price: number;
  tax: number;
  divisor: number;
  intervalMonths: number;
  startDate: string | null;
  currency: string;
  locale: AppLocale;
  t: T;
  id?: string;
}) {
  const s = instalmentSchedule(price, tax, divisor, startDate ?? '2000-01-01', intervalMonths);
  if (s.count < 2) return null;
  const money = (n: number) => formatPrice(n, currency);
  return (
    <div className="instalment-schedule" id={id} data-testid="instalment-schedule">
      <p>{t('planSummary', { count: s.count, months: s.intervalMonths })}</p>
      <ol>
        {s.instalments.map((x, n) => (
          <li key={n} dir="auto">
            {startDate
              ? t(n === 0 ? 'planFirstDated' : 'planDated', { date: formatDate(x.date, locale), amount: money(x.total) })
              : n === 0
                ? t('planToday', { amount: money(x.total) })
                : t('planLater', { amount: money(x.total), months: n * s.intervalMonths })}
          </li>
        ))}
      </ol>
      <p>
        <strong>{t('planTotal', { amount: money(s.total) })}</strong>
      </p>
    </div>
  );
}
