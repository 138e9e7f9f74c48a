'use client';
import { useTranslations } from 'next-intl';
import { LabelledField, fieldAria } from '@/components/forms/Field';
import { EMIRATES_ID_TYPE, PASSPORT_TYPE } from '@/lib/booking/emirates-id';
import { cleanIdProofNumber, ID_NUMBER_MAX } from '@/lib/validation/emirates-id';
import { cleanEmiratesIdInput, type Visitor } from '@/lib/booking/visitors';
import { VisitorDocuments } from '../VisitorDocuments';
import type { VisitorsForm } from './useVisitorsForm';
import styles from '../booking.module.css';

/**
 * A visitor's ID (spec §5 visitor form, §9 Emirates ID): the type, the number (an Emirates ID keeps its 15 digits,
 * dashes dropped as typed or pasted, and is checked as it is left) and the documents of that type.
 */
export function VisitorIdFields({ i, v, form, required, message }: { i: number; v: Visitor; form: VisitorsForm; required: boolean; message: (key: string) => string | null }) {
  const t = useTranslations('booking');
  const eid = v.id_proof_type_id === EMIRATES_ID_TYPE;
  const clean = (text: string) => (eid ? cleanEmiratesIdInput(text) : cleanIdProofNumber(text));
  const typeId = `v${i}-id_proof_type_id`;
  const numberId = `v${i}-id_proof_number`;
  const numberError = message('id_proof_number');
  return (
    <>
      <LabelledField id={typeId} label={t('idType')} error={message('id_proof_type_id')} className={styles.field}>
        <select id={typeId} value={v.id_proof_type_id} onChange={(e) => form.update(i, { id_proof_type_id: Number(e.target.value), id_proof_number: '' })}>
          <option value={EMIRATES_ID_TYPE}>{t('emiratesId')}</option>
          <option value={PASSPORT_TYPE}>{t('passport')}</option>
        </select>
      </LabelledField>
      <LabelledField id={numberId} label={t('idNumber')} error={numberError} className={styles.field}>
        <input
          id={numberId}
          value={v.id_proof_number}
          required={required}
          maxLength={ID_NUMBER_MAX}
          inputMode={eid ? 'numeric' : undefined}
          placeholder={eid ? '784XXXXXXXXXXXX' : undefined}
          dir="ltr"
          onChange={(e) => form.update(i, { id_proof_number: clean(e.target.value) })}
          onPaste={(e) => {
            // A number pasted with its dashes still fits the 15 characters (the dashes are dropped).
            e.preventDefault();
            form.update(i, { id_proof_number: clean(e.clipboardData.getData('text')) });
          }}
          onBlur={() => (eid ? form.checkEid(i, v.id_proof_number) : undefined)}
          {...fieldAria(numberId, numberError)}
        />
      </LabelledField>
      <VisitorDocuments idPrefix={`v${i}-doc`} idType={v.id_proof_type_id} onChange={(documents) => form.update(i, (x) => ({ documents: { ...x.documents, ...documents } }))} />
    </>
  );
}
