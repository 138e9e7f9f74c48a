import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { href } from '@/lib/routing/links';
import { personalPage } from '@/lib/self-service/page';
import { ticketLabelsFor } from '@/lib/tickets/labels';
import { shownOrderStatus } from '@/lib/orders/refund';
import { admissionTickets } from '@/lib/orders/document-kind';
import { qrSvg } from '@/lib/tickets/qr';
import { ticketFace, venueOf } from '@/lib/tickets/view';
import { walletTranslator } from '@/lib/wallet/labels';
import { OfflineNotice } from './OfflineNotice';
import { ScreenOn } from './ScreenOn';
import styles from './gate.module.css';

/**
 * At the gate (issue 25 item 5): one ticket per screen, swiped sideways (CSS scroll snap, no script), each with its
 * QR code across the full width on white, the holder's name, the slot and the place; links to the previous and
 * next ticket for those who do not swipe. The screen is kept on while the page shows (ScreenOn: Wake Lock where the
 * browser has it). Kept on the device like the order page (lib/offline).
 */
export async function GatePage({ params }: { params: Promise<SiteParams & { id: string }> }) {
  const { id } = await params;
  const path = `/profile/view-tickets/${id}`;
  const { locale, account, t: st } = await personalPage(params, `${path}/gate`);
  const order = await account.order(id);
  if (!order) notFound();
  const labels = ticketLabelsFor(locale);
  const t = walletTranslator(locale);
  // Only admissions are shown at a gate (issue 24 item 3): a membership's or a burger's code is not an entrance ticket.
  const tickets = admissionTickets(order);
  const svgs = await Promise.all(tickets.map((x) => qrSvg(x.code)));
  const place = venueOf(order, locale);
  const total = tickets.length;
  // The order's status as its order page shows it (spec §4 labels; refunded once everything paid went back).
  const status = shownOrderStatus(order);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {t('gateTitle')} · {labels.orderNumber(order.id)}
      </h1>
      <OfflineNotice locale={locale} status={status} statusLabel={st(`orderStatus.${status}`)} />
      <p className={styles.hint}>{t('gateHint')}</p>
      <ScreenOn label={t('screenOn')} />
      {total === 0 ? <p>{st('tickets.noTickets', { status: st(`orderStatus.${status}`) })}</p> : null}
      <ol className={styles.strip} aria-label={labels.ticketsTitle}>
        {tickets.map((ticket, i) => {
          const face = ticketFace(ticket, locale, labels);
          const slot = [face.date, face.time].filter(Boolean).join(' · ');
          return (
            <li key={`${ticket.code}-${i}`} id={`gate-ticket-${i + 1}`} className={styles.slide} aria-label={labels.ticketOf(i + 1, total)}>
              <p className={styles.count}>{labels.ticketOf(i + 1, total)}</p>
              <h2 className={styles.name}>{face.name}</h2>
              <div className={styles.qr} role="img" aria-label={labels.qrLabel(face.code)} dangerouslySetInnerHTML={{ __html: svgs[i]! }} />
              <p className={styles.code} dir="ltr">
                {face.code}
              </p>
              <dl className={styles.facts}>
                {face.holder ? (
                  <div>
                    <dt>{labels.holder}</dt>
                    <dd>
                      <bdi>{face.holder}</bdi>
                    </dd>
                  </div>
                ) : null}
                {slot ? (
                  <div>
                    <dt>{labels.time}</dt>
                    <dd>{slot}</dd>
                  </div>
                ) : null}
                <div>
                  <dt>{t('place')}</dt>
                  <dd>{face.detail ? `${face.detail} · ${place.venue}` : place.venue}</dd>
                </div>
              </dl>
              <nav className={styles.nav} aria-label={labels.ticketOf(i + 1, total)}>
                {i > 0 ? <a href={`#gate-ticket-${i}`}>{t('previous')}</a> : <span />}
                {i < total - 1 ? <a href={`#gate-ticket-${i + 2}`}>{t('next')}</a> : <span />}
              </nav>
            </li>
          );
        })}
      </ol>
      <p>
        <a href={href(path, locale)}>{t('gateBack')}</a>
      </p>
    </div>
  );
}
