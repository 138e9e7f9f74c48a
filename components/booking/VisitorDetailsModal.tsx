'use client';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/Modal';
import type { Visitor } from '@/lib/booking/visitors';
import type { SessionUser } from '@/lib/api/session';
import { useVisitorData } from './visitors/useVisitorData';
import { useVisitorsForm } from './visitors/useVisitorsForm';
import { VisitorBlock } from './visitors/VisitorBlock';
import styles from './booking.module.css';

/**
 * spec §2 visitor-details modal (titled with the facility), spec §5 visitor form: one block per visitor
 * (visitors/VisitorBlock.tsx); the first is the signed-in user, pre-filled and locked; others may be picked from saved
 * family members (their extra fields filled from their additional data) and saved to the family; fields follow
 * fieldConfig's visibility and required flags; Emirates ID is checked on blur; ID documents and file fields upload
 * as they are chosen. Reads in visitors/useVisitorData.ts, the form in visitors/useVisitorsForm.ts.
 */
export function VisitorDetailsModal({
  open,
  count,
  facility,
  serviceId,
  religions,
  user,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  count: number;
  facility: string;
  serviceId: number;
  religions: Array<{ id: number; name: string }>;
  user: SessionUser;
  onCancel: () => void;
  onSubmit: (visitors: Visitor[]) => void;
}) {
  const t = useTranslations('booking');
  const { me, cfg, tags, family, familyData } = useVisitorData(serviceId, open);
  const form = useVisitorsForm({ count, userName: user.name, cfg, me, familyData, onSubmit });

  return (
    <Modal open={open} onClose={onCancel} title={t('visitorsTitle', { facility })} closeLabel={t('close')} className={styles.dialog}>
      {!cfg ? <p>{t('loading')}</p> : null}
      {cfg && count > 1 ? (
        <label className={styles.check}>
          <input type="checkbox" checked={form.visitors.slice(1).every((v) => v.save_detail_for_future)} onChange={(e) => form.setSaveAll(e.target.checked)} />
          {t('saveAll')}
        </label>
      ) : null}
      {cfg ? form.visitors.map((v, i) => <VisitorBlock key={i} i={i} v={v} form={form} cfg={cfg} tags={tags} family={family} religions={religions} />) : null}
      <p role="alert" className={styles.error}>
        {form.formError ? t('fillRequired') : ''}
      </p>
      <div className={styles.actions}>
        <button type="button" className="button button-outline" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="button" className="button" disabled={!cfg} onClick={form.submit}>
          {t('saveDetails')}
        </button>
      </div>
    </Modal>
  );
}
