import 'server-only';
import type { AppLocale } from '@/lib/i18n/locales';
import type { OrderStatus } from '@/lib/orders/types';
import { walletTranslator } from '@/lib/wallet/labels';
import { OfflineTickets } from './OfflineTickets';
import styles from './tickets.module.css';

/**
 * The top of a ticket page kept on the device (issue 25 item 1): the offline notice and "last updated" (client,
 * lib/offline), and, for an order cancelled or refunded since, that its tickets no longer admit (server-rendered,
 * so the kept copy says so from the next visit online).
 */
export function OfflineNotice({ locale, status, statusLabel }: { locale: AppLocale; status?: OrderStatus; statusLabel?: string }) {
  const t = walletTranslator(locale);
  const void_ = status === 'cancelled' || status === 'refunded' || status === 'failed' || status === 'expired';
  return (
    <>
      <OfflineTickets renderedAt={new Date().toISOString()} locale={locale} labels={{ offline: t('offline'), lastUpdated: t.raw('lastUpdated') as string, kept: t('keepOnDeviceHint') }} />
      {void_ ? (
        <p className={styles.void} role="note">
          {t('cancelledOffline', { status: statusLabel ?? status })}
        </p>
      ) : null}
    </>
  );
}
