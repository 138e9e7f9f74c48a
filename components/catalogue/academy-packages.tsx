import type { AppLocale } from '@/lib/i18n/locales';
import { pick } from '@/lib/i18n/pick';
import { formatTicketPrice } from '@/lib/format/price';
import { weekdayName } from '@/lib/format/date';
import type { AcademyDetail } from '@/lib/catalogue/types';
import { AcademyBook } from '@/components/add-to-cart/AcademyBook';
import type { AddT } from '@/components/add-to-cart/labels';
import type { AddLabels } from '@/components/add-to-cart/types';
import type { PackageRow } from './PackageList';
import { dateInPast, venueMoment } from '@/lib/booking/sale-window';

type T = (key: string, values?: Record<string, string | number>) => string;

/** What the Book control needs from the page: the venue and the add-to-cart strings. */
export interface BookContext {
  host: string;
  venueId: number;
  timeZone: string;
  ta: AddT;
  labels: AddLabels;
  /** Shown instead of Book once the programme's dates have passed (issue 23 item 1). */
  ended: string;
}

/** Package rows of one programme, priced incl. VAT (spec §9), each with its Book control (date range and days). */
export function programmePackageRows(academy: AcademyDetail, programmeId: number, locale: AppLocale, currency: string, t: T, book: BookContext): PackageRow[] {
  const programme = academy.programmes.find((g) => g.id === programmeId)!;
  const dayNames = [0, 1, 2, 3, 4, 5, 6].map((d) => weekdayName(d, locale));
  const raw = (key: string) => book.ta.raw(key) as string;
  // A programme whose dates have passed is shown as such and not offered (issue 23 item 1; spec §5 booking dates).
  const over = dateInPast(programme.endDate, venueMoment(book.timeZone));
  return academy.packages
    .filter((p) => p.programmeId === programmeId)
    .map((p) => {
      const label = `${pick(programme.name, locale)}, ${pick(p.name, locale)}`;
      return {
        id: p.id,
        name: pick(p.name, locale),
        facts: [t('sessions', { count: p.sessions })],
        price: formatTicketPrice(p.price, p.tax, 1, currency),
        action: over ? (
          <p className="card-fact">{book.ended}</p>
        ) : (
          <AcademyBook
            host={book.host}
            venueId={book.venueId}
            locale={locale}
            currency={currency}
            timeZone={book.timeZone}
            academy={{ id: academy.id, name: academy.name }}
            programme={{ id: programme.id, name: programme.name, days: programme.days, startDate: programme.startDate, endDate: programme.endDate }}
            pkg={{ id: p.id, name: p.name }}
            dayNames={dayNames}
            text={{
              title: book.ta('pickerTitle', { name: label }),
              startDate: book.ta('startDate'),
              until: raw('until'),
              days: book.ta('days'),
              chooseDays: book.ta('chooseDays'),
              dateOutside: raw('dateOutside'),
              checking: book.ta('checking'),
              priceFor: raw('priceFor'),
              addToCart: book.ta('addToCart'),
              close: book.ta('close'),
            }}
            labels={book.labels}
            label={t('book')}
            ariaLabel={t('bookPackage', { name: label })}
          />
        ),
      };
    });
}
