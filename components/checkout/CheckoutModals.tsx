'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import type { AppLocale } from '@/lib/i18n/locales';
import { PendingOrderPanel } from './PendingOrderPanel';
import type { PendingOrderState } from './usePendingOrder';
import styles from './checkout.module.css';

/**
 * spec §4 cart warning: a second order cannot be processed; Clear Cart or View Cart. The order in progress is shown
 * with its countdown, Continue to payment and Cancel this order (issue 24 item 1), so the warning is no dead end.
 */
export function CartWarningModal({ open, onClear, onView, pending, locale }: { open: boolean; onClear: () => void; onView: () => void; pending: PendingOrderState; locale: AppLocale }) {
  const t = useTranslations('checkout');
  return (
    <Modal open={open} onClose={onView} title={t('warningTitle')} closeLabel={t('close')}>
      <p>{t('pendingOrder')}</p>
      <PendingOrderPanel pending={pending} locale={locale} headingLevel={3} />
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onClear}>
          {t('clearCart')}
        </button>
        <button type="button" className="button button-outline" onClick={onView}>
          {t('viewCart')}
        </button>
      </div>
    </Modal>
  );
}
