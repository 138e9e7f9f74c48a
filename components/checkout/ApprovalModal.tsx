'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';

// Apart from CheckoutModals.tsx, and loaded by the cart only when an order awaits approval: importing it from there
// brought the order-in-progress panel (lazy in CartView) into the cart's first load, and the dialog itself weighed
// on it too (issue 27 §2).
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
