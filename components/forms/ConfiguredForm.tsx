'use client';
import { useRef, useState } from 'react';
import { answerOf, type FieldValue } from '@/lib/forms/field-config';
import { SessionExpiredError } from '@/lib/api/client';
import { submitForm } from '@/lib/api/forms';
import { refusalMessage } from '@/lib/api/refusals';
import { FormFields } from './FormFields';
import { useFieldForm } from './useFieldForm';
import type { ClientField, FormLabels } from './types';

/**
 * A configured form (spec §2 /form/{slug}). Submits through the provider door; on a failed submit every answer
 * stays as typed (DESIGN §6) and the provider's message is shown.
 */
export function ConfiguredForm({
  slug,
  locale,
  fields,
  labels,
  countries,
}: {
  slug: string;
  locale: 'en' | 'ar';
  fields: ClientField[];
  labels: FormLabels;
  countries: Array<{ value: string; label: string }>;
}) {
  const form = useFieldForm(fields, labels);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);

  const onValid = async (values: Record<string, unknown>) => {
    setBusy(true);
    setResult(null);
    try {
      const message = await submitForm(
        slug,
        locale,
        fields.map((f) => ({ id: f.id, slug: f.slug, type: f.type, value: answerOf(f, values[f.key] as FieldValue) })),
      );
      setResult({ ok: true, message: message || labels.success });
      form.reset();
    } catch (e) {
      if (!(e instanceof SessionExpiredError)) setResult({ ok: false, message: refusalMessage(e, labels.failure) });
    } finally {
      setBusy(false);
      statusRef.current?.focus();
    }
  };

  return (
    <form noValidate className="config-form" onSubmit={form.handleSubmit(onValid, () => setResult({ ok: false, message: labels.fillAll }))}>
      <FormFields fields={fields} form={form} labels={labels} idPrefix={`form-${slug}`} countries={countries} locale={locale} />
      <div ref={statusRef} tabIndex={-1} className="form-status">
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice notice-success' : 'notice notice-error'}>
            {result.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-cta" disabled={busy}>
        {busy ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
