import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { getBearer } from '@/lib/auth/bearer';
import { readOrderForRequest } from '@/lib/orders/access';
import { balancesAfterOrder } from '@/lib/checkout/balances';
import { href } from '@/lib/routing/links';
import { formatPrice } from '@/lib/format/price';
import { pick } from '@/lib/i18n/pick';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { TicketCards } from '@/components/orders/TicketCard';
import { ReceiptTable } from '@/components/orders/ReceiptTable';
import { orderCalendarHref } from '@/lib/orders/links';
import { OrderDownloads } from '@/components/orders/OrderDownloads';
import { ResultCartSync } from '@/components/checkout/ResultCartSync';
import { TicketActions } from '@/components/tickets/TicketActions';
import { walletOffer } from '@/lib/wallet/offer';
import { PrivateOrder } from '@/components/orders/PrivateOrder';
import { currentSession } from '@/lib/auth/current-session';
import { walletTranslator } from '@/lib/wallet/labels';
import { OrderDocuments } from '@/components/orders/OrderDocuments';
import { orderDocumentsOf } from '@/lib/tickets/documents';
import { admissionTickets, hasCalendarEntry, isAdmission, unsuccessfulAs } from '@/lib/orders/document-kind';
import styles from '@/components/checkout/result.module.css';

/**
 * /paymentsuccess/{token} (spec §2, §4 payment outcomes): paid (booking summary, admission tickets with QR, a
 * membership's period and plan, an outlet order's outlet, an offer's content (issue 24 item 3), receipt, PDF
 * downloads, add to calendar), cancelled by the customer, being processed, approval pending, or, for a payment that
 * came after its places were gone, refunded in the spec's words. Personal and live: rendered per request, never cached. Only the browser that
 * placed the order (or proved its email) and its signed-in owner see it (lib/orders/access.ts); anyone else with the
 * address, and every made-up token, gets the same page asking them to prove it (issue 24 item 4).
 */
export const dynamic = 'force-dynamic';

type Params = SiteParams & { token: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'payment' });
  return { title: t('successTitle'), robots: { index: false, follow: false } };
}

export default async function PaymentSuccessPage({ params }: { params: Promise<Params> }) {
  const { host, locale } = await pageLocale(params);
  const { token } = await params;
  const { tenant } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'payment' });
  const tt = await getTranslations({ locale, namespace: 'tickets' });
  const read = await readOrderForRequest(host, token);
  if (read.kind === 'private') return <PrivateOrder locale={locale} token={token} />;
  if (read.kind === 'unavailable') {
    return (
      <div className={`container ${styles.page}`}>
        <div className={styles.banner} role="alert">
          <h1>{t('unavailableTitle')}</h1>
          <p>{t('unavailableText')}</p>
        </div>
      </div>
    );
  }
  const { order } = read;
  const ctx = { siteToken: tenant.siteToken, bearer: await getBearer().catch(() => null) };
  const tf = await getTranslations({ locale, namespace: 'findOrder' });
  const labels = ticketLabelsFor(locale);
  const money = (n: number) => formatPrice(n, order.currency);
  const failed = order.status === 'refunded' || order.status === 'failed' || order.status === 'cancelled' || order.status === 'expired';
  const balances = order.status === 'paid' && (order.paid.wallet > 0 || order.paid.qpoints > 0) ? await balancesAfterOrder(ctx) : null;
  const offer = walletOffer(tenant, order);
  const dated = order.lines.some(hasCalendarEntry);
  // Issue 24 item 3: only admissions are tickets; a membership, an outlet order and an offer get their own document.
  const td = await getTranslations({ locale, namespace: 'documents' });
  const docs = orderDocumentsOf(order, locale);
  // The wallet passes are numbered by the order's tickets: the n-th shown admission is ticket tickets[n - 1].
  const tickets = order.tickets.flatMap((x, i) => (isAdmission(x.type) ? [i + 1] : []));
  const shown = { ...order, tickets: admissionTickets(order) };
  const cancelled = failed && unsuccessfulAs({ status: order.status }) === 'cancelled';
  // Issue 25 item 4: a signed-in customer keeps the tickets on the device from the order's own page (the service worker
  // keeps personal pages only for an account, and drops them at sign-out); a guest has the PDF and the wallet passes.
  const customer = (await currentSession())?.user as { anonymous?: boolean } | undefined;
  // A signed-in customer finds the order again in the account; "Find my order" (a code by email) is for guests.
  const signedIn = Boolean(customer && !customer.anonymous);
  const keepHref = signedIn && order.status === 'paid' && shown.tickets.length ? href(`/profile/view-tickets/${order.id}`, locale) : null;
  const tw = walletTranslator(locale);

  const [title, text] =
    order.status === 'paid'
      ? [t('successTitle'), docs.successText ?? t('successText')]
      : order.status === 'approval_required'
        ? [t('approvalTitle'), t('approvalText')]
        : order.status === 'pending_payment'
          ? [t('processingTitle'), t('processingText')]
          : cancelled
            ? [td('cancelledTitle'), td('cancelledText')]
            : [t('failedTitle'), t('failedText')];

  return (
    <div className={`container ${styles.page}`}>
      <ResultCartSync host={host} token={order.token} outcome={failed ? 'failed' : 'done'} />
      <div className={`${styles.banner} ${failed ? styles.failed : ''}`}>
        <h1>{title}</h1>
        <p>{text}</p>
        {failed && !cancelled ? <p>{t('refund')}</p> : null}
        {!failed && order.customer.email ? (
          <p>
            {tf('ticketsSentTo', { email: order.customer.email })}{' '}
            {signedIn ? <a href={href(`/profile/view-tickets/${order.id}`, locale)}>{tf('openOrder', { id: order.id })}</a> : <a href={href('/find-order', locale)}>{tf('title')}</a>}
          </p>
        ) : null}
      </div>
      <section aria-labelledby="summary-title" className={styles.section}>
        <h2 id="summary-title">{docs.summaryTitle ?? t('summaryTitle')}</h2>
        <dl className={styles.facts}>
          <dt>{t('orderNumber')}</dt>
          <dd dir="ltr">#{order.id}</dd>
          <dt>{t('venue')}</dt>
          <dd>{pick(order.venue.name, locale)}</dd>
          <dt>{labels.status}</dt>
          <dd>{labels.statusLabel(order.status)}</dd>
          <dt>{labels.total}</dt>
          <dd dir="ltr">{money(order.total)}</dd>
        </dl>
        {balances ? (
          <ul className={styles.facts} aria-label={t('balancesTitle')}>
            {order.paid.wallet > 0 ? <li>{t('walletNow', { amount: formatPrice(balances.wallet, balances.currency) })}</li> : null}
            {order.paid.qpoints > 0 ? <li>{t('qpointsNow', { points: new Intl.NumberFormat('en-US').format(balances.qpoints) })}</li> : null}
          </ul>
        ) : null}
      </section>
      {order.status === 'paid' ? (
        <div className={styles.actions}>
          <OrderDownloads token={order.token} locale={locale} hasTickets={shown.tickets.length > 0} ticketsClass="button button-cta" labels={{ tickets: tt('downloadTickets'), receipt: tt('downloadReceipt') }} />
          {dated ? (
            <a className="button button-outline" href={orderCalendarHref(order.token, locale)} download>
              {t('addToCalendar')}
            </a>
          ) : null}
        </div>
      ) : null}
      {order.status === 'paid' || order.status === 'approval_required' ? (
        <>
          {shown.tickets.length ? (
            <section aria-labelledby="tickets-title" className={styles.section}>
              <h2 id="tickets-title">{labels.ticketsTitle}</h2>
              <TicketCards order={shown} locale={locale} labels={labels} actions={(n) => <TicketActions token={order.token} ticket={tickets[n - 1]!} locale={locale} offer={offer} />} />
              {keepHref ? (
                <p>
                  <a className="button button-outline" href={keepHref}>
                    {tw('keepOnDevice')}
                  </a>{' '}
                  <span>{tw('keepOnDeviceHint')}</span>
                </p>
              ) : null}
            </section>
          ) : null}
          <OrderDocuments docs={docs} titles={{ membership: td('membershipTitle'), outlet: td('outletTitle'), offer: td('offerTitle'), from: td('outletFrom'), where: td('outletPlace') }} />
          <section aria-labelledby="receipt-title" className={styles.section}>
            <h2 id="receipt-title">{labels.receiptTitle}</h2>
            <ReceiptTable order={order} locale={locale} labels={labels} />
          </section>
        </>
      ) : null}
      <div className={styles.actions}>
        {failed ? (
          <a className="button button-cta" href={href('/cart', locale)}>
            {t('backToCart')}
          </a>
        ) : null}
        <a className="button button-outline" href={href('/', locale)}>
          {t('home')}
        </a>
      </div>
    </div>
  );
}
