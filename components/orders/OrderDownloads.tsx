import type { AppLocale } from '@/lib/i18n/locales';
import { orderPdfHref } from '@/lib/orders/links';

/** An order's PDF downloads (payment success page, the profile's order page): the tickets when it has any, and the receipt. */
export function OrderDownloads({ token, locale, hasTickets, ticketsClass, labels }: { token: string; locale: AppLocale; hasTickets: boolean; ticketsClass: string; labels: { tickets: string; receipt: string } }) {
  return (
    <>
      {hasTickets ? (
        <a className={ticketsClass} href={orderPdfHref(token, 'tickets', locale)} download>
          {labels.tickets}
        </a>
      ) : null}
      <a className="button button-outline" href={orderPdfHref(token, 'receipt', locale)} download>
        {labels.receipt}
      </a>
    </>
  );
}
