'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { FileUpload } from '@/components/forms/FileUpload';
import { fileUploadLabels } from '@/components/forms/file-upload-labels';
import { documentKeys } from '@/lib/booking/visitors';
import styles from './booking.module.css';

/**
 * A visitor's ID documents (spec §3 visitor block `documents`): the Emirates ID's two sides or the passport, each
 * uploaded as it is chosen through the configured forms' upload (spec §7 file/save/data); the stored paths go up by
 * key.
 */
export function VisitorDocuments({ idPrefix, idType, onChange }: { idPrefix: string; idType: number; onChange: (documents: Record<string, string>) => void }) {
  const t = useTranslations('booking.participants');
  const labels = fileUploadLabels(useTranslations('forms'), useTranslations('formPolish.file'));
  const [problems, setProblems] = useState<Record<string, string>>({});
  return (
    <fieldset className={styles.documents}>
      <legend>{t('documents')}</legend>
      {documentKeys(idType).map((key) => {
        const id = `${idPrefix}-${key}`;
        const problem = problems[key];
        return (
          <div key={key} className={styles.field}>
            <label htmlFor={id}>{t(key)}</label>
            <FileUpload
              id={id}
              labels={labels}
              invalid={!!problem}
              describedBy={problem ? `${id}-hint ${id}-error` : undefined}
              onUploaded={(path) => {
                setProblems((p) => ({ ...p, [key]: '' }));
                onChange({ [key]: path });
              }}
              onProblem={(message) => {
                setProblems((p) => ({ ...p, [key]: message }));
                onChange({ [key]: '' });
              }}
            />
            {problem ? (
              <span id={`${id}-error`} className={styles.fieldError}>
                {problem}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
