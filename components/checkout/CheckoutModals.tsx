'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import styles from './checkout.module.css';

/** spec §4 cart warning: a second order cannot be processed; Clear Cart or View Cart. */
export function CartWarningModal({ open, onClear, onView }: { open: boolean; onClear: () => void; onView: () => void }) {
  const t = useTranslations('checkout');
  return (
    <Modal open={open} onClose={onView} title={t('warningTitle')} closeLabel={t('close')}>
      <p>{t('pendingOrder')}</p>
      <div className={styles.actions}>
        <button type="button" className="button button-cta" onClick={onClear}>
          {t('clearCart')}
        </button>
        <button type="button" className="button button-outline" onClick={onView}>
          {t('viewCart')}
        </button>
      </div>
    </Modal>
  );
}

/** spec §2 approval-required modal after ordering (the venue approves before the booking is confirmed). */
export function ApprovalModal({ open, orderHref }: { open: boolean; orderHref: string }) {
  const t = useTranslations('checkout');
  return (
    <Modal open={open} dismissable={false} title={t('approvalTitle')}>
      <p>{t('approvalText')}</p>
      <a className="button button-cta" href={orderHref}>
        {t('viewBooking')}
      </a>
    </Modal>
  );
}
