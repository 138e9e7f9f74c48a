'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import styles from './booking.module.css';

/** spec §4 terms modal: agree ticks the checkbox, disagree unticks it. The HTML was sanitized on the server. */
export function TermsModal({ open, html, onAgree, onDisagree }: { open: boolean; html: string; onAgree: () => void; onDisagree: () => void }) {
  const t = useTranslations('booking');
  return (
    <Modal open={open} onClose={onDisagree} title={t('terms')} closeLabel={t('close')}>
      <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onDisagree}>
          {t('disagree')}
        </button>
        <button type="button" className="button" onClick={onAgree}>
          {t('agree')}
        </button>
      </div>
    </Modal>
  );
}
