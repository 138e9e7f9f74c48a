import { AppLink } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { BookingCard } from './BookingCard';
import { href } from '@/lib/routing/links';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { personalPage } from '@/lib/self-service/page';
import { TicketCard } from '@/components/orders/TicketCard';
import { ReceiptTable } from '@/components/orders/ReceiptTable';
import { OrderDownloads } from '@/components/orders/OrderDownloads';
import { TicketActions } from '@/components/tickets/TicketActions';
import { OfflineNotice } from '@/components/tickets/OfflineNotice';
import { walletOffer } from '@/lib/wallet/offer';
import { shownOrderStatus } from '@/lib/orders/refund';
import { isAdmission } from '@/lib/orders/document-kind';
import { orderDocumentsOf } from '@/lib/tickets/documents';
import { OrderDocuments } from '@/components/orders/OrderDocuments';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';

/**
 * One order of the signed-in customer (spec §2 /profile/view-tickets/{order_id}, and the trainer session and academy
 * booking details): its tickets with QR codes and its receipt (the commerce issue's components), the PDFs in the
 * page's language. Another customer's order id is a 404 page (the provider answers 404).
 */
export async function OrderPage({ params, path, menuPath, kind }: { params: Promise<SiteParams & { id: string }>; path: (id: string) => string; menuPath: string; kind?: 'trainer' | 'academy' }) {
  const { id } = await params;
  const { locale, tenant, site, account, user, t } = await personalPage(params, path(id));
  const order = await account.order(id);
  if (!order) notFound();
  const labels = ticketLabelsFor(locale);
  const tt = await getTranslations({ locale, namespace: 'tickets' });
  // A trainer session's or academy booking's details (issue 13 item 2): its package, sessions, dates and days.
  const lines = kind ? (await account.bookings(kind, { page: 1, orderId: order.id })).items : [];
  const pt = await getTranslations({ locale, namespace: 'profileProgramme' });
  const paymentLabel = (await getTranslations({ locale, namespace: 'orderPolish' }))('payment');
  const offer = walletOffer(tenant, order);
  // Issue 23 item 4: an order whose payment all went back says so.
  const status = shownOrderStatus(order);
  // Issue 24 item 3: only admissions are tickets (numbered as the order's tickets, for the wallet passes and the gate);
  // a membership, an outlet order and an offer get their own document, as on the result page.
  const td = await getTranslations({ locale, namespace: 'documents' });
  const docs = orderDocumentsOf(order, locale);
  const admissions = order.tickets.flatMap((ticket, i) => (isAdmission(ticket.type) ? [{ ticket, n: i + 1 }] : []));
  const shown = { ...order, tickets: admissions.map((a) => a.ticket) };
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={menuPath} partner={user.partner} t={t}>
      <h1>{t('tickets.title', { id: order.id })}</h1>
      <OfflineNotice locale={locale} status={status} statusLabel={t(`orderStatus.${status}`)} />
      <p>
        <span className={styles.badge}>{t(`orderStatus.${status}`)}</span>
      </p>
      <div className={styles.row}>
        <OrderDownloads token={order.token} locale={locale} hasTickets={admissions.length > 0} ticketsClass="button" labels={{ tickets: tt('downloadTickets'), receipt: tt('downloadReceipt') }} />
      </div>
      {lines.length ? (
        <section aria-labelledby="booking-details-heading" className={styles.main}>
          <h2 id="booking-details-heading">{pt('detailsTitle')}</h2>
          {lines.map((b) => (
            <BookingCard key={b.line} b={b} locale={locale} t={t} pt={pt} paymentLabel={paymentLabel} onDetails />
          ))}
        </section>
      ) : null}
      <section aria-labelledby="tickets-heading" className={styles.main}>
        <h2 id="tickets-heading">{tt('ticketsTitle')}</h2>
        {admissions.length ? (
          admissions.map(({ ticket, n }, i) => (
            <TicketCard
              key={ticket.code}
              order={shown}
              ticket={ticket}
              index={i + 1}
              locale={locale}
              labels={labels}
              actions={<TicketActions token={order.token} ticket={n} locale={locale} offer={offer} gateHref={order.status === 'paid' && !kind ? `${href(`${path(id)}/gate`, locale)}#gate-ticket-${i + 1}` : null} />}
            />
          ))
        ) : docs.memberships.length + docs.outlets.length + docs.offers.length ? null : (
          <p className={styles.card}>{t('tickets.noTickets', { status: t(`orderStatus.${status}`) })}</p>
        )}
      </section>
      <OrderDocuments docs={docs} titles={{ membership: td('membershipTitle'), outlet: td('outletTitle'), offer: td('offerTitle'), from: td('outletFrom'), where: td('outletPlace') }} />
      <section aria-labelledby="receipt-heading" className={styles.main}>
        <h2 id="receipt-heading">{tt('receiptTitle')}</h2>
        <ReceiptTable order={order} locale={locale} labels={labels} />
      </section>
      <p>
        <AppLink href={href(menuPath, locale)}>{t('tickets.back')}</AppLink>
      </p>
    </ProfileShell>
  );
}
