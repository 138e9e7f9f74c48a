'use client';
import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toastError, toastSuccess } from '@/components/shell/toast';
import { Modal } from '@/components/ui/Modal';
import type { LeadForm } from '@/lib/forms/types';
import { answerOf, type FieldValue } from '@/lib/forms/field-config';
import { pick } from '@/lib/i18n/pick';
import { SessionExpiredError } from '@/lib/api/errors';
import { refusalMessage } from '@/lib/api/refusals';
import { Captcha } from './Captcha';
import { FormFields } from './FormFields';
import { clientField } from './client-field';
import { useFieldForm } from './useFieldForm';
import type { ClientField } from './types';
import type { LeadLabels } from './LeadLauncher';

/** The lead form (spec §3, §4, §5, §7 POST leads): every field type, the spec's messages, captcha required. */
export default function LeadModal({ lead, open, onClose, locale, labels }: { lead: LeadForm; open: boolean; onClose: () => void; locale: 'en' | 'ar'; labels: LeadLabels }) {
  const fields: ClientField[] = useMemo(
    () =>
      lead.fields.map((f) => clientField(f, locale, { contentHtml: null, contentText: null, helpUrl: null })),
    [lead, locale],
  );
  // Opened by itself on a first visit: the checks' code loads when the visitor starts on the form, not at opening.
  const form = useFieldForm(fields, labels.form, 'interaction');
  const [captcha, setCaptcha] = useState('');
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  // POST leads is a mutation of the island's React Query client (LeadIsland provides it): one pending flag, and
  // the answer or the refusal handled where the call is made.
  const submit = useMutation({
    // The submit's wire schema (zod) loads with the first send, not with the modal a first visit opens by itself.
    mutationFn: async (answers: Array<ReturnType<typeof answerOf>>) => (await import('@/lib/api/forms')).submitLead(lead, answers, captcha, locale),
    onSuccess: (message) => {
      toastSuccess(message || labels.form.success);
      form.reset();
      setCaptcha('');
      onClose();
    },
    onError: (e) => {
      if (e instanceof SessionExpiredError) return;
      // Spec §8: lead submission failure shows the server's data.message and clears the captcha response.
      toastError(refusalMessage(e, labels.form.failure));
      setCaptcha('');
    },
  });
  const checkCaptcha = () => {
    if (captcha) return true;
    setCaptchaError(labels.form.captcha.required);
    return false;
  };

  const onValid = (values: Record<string, unknown>) => {
    setSummary(null);
    if (!checkCaptcha()) return;
    submit.mutate(fields.map((f) => answerOf(f, values[f.key] as FieldValue)));
  };

  const onInvalid = () => {
    checkCaptcha();
    setSummary(labels.form.fillAll);
  };

  return (
    <>
      <Modal open={open} onClose={onClose} title={pick(lead.name, locale)} closeLabel={labels.close} className="lead-modal">
        {pick(lead.description, locale) ? <p>{pick(lead.description, locale)}</p> : null}
        <form method="post" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="config-form">
          <FormFields fields={fields} form={form} labels={labels.form} idPrefix="lead" locale={locale} />
          <Captcha
            value={captcha}
            error={captcha ? null : captchaError}
            labels={labels.form.captcha}
            onChange={(v) => {
              setCaptcha(v);
              if (v) setCaptchaError(null);
            }}
          />
          {summary ? (
            <p className="notice notice-error" role="alert">
              {summary}
            </p>
          ) : null}
          <button type="submit" className="button button-cta" disabled={submit.isPending}>
            {submit.isPending ? labels.form.submitting : labels.form.submit}
          </button>
        </form>
      </Modal>
    </>
  );
}
