'use client';
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { answerOf, type FieldValue } from '@/lib/forms/field-config';
import { SessionExpiredError } from '@/lib/api/errors';
import { refusalMessage } from '@/lib/api/refusals';
import { FormFields } from './FormFields';
import { useFieldForm } from './useFieldForm';
import type { ClientField, FormLabels } from './types';

/**
 * A configured form (spec §2 /form/{slug}). Submits through the provider door; on a failed submit every answer
 * stays as typed (DESIGN §6) and the provider's message is shown.
 */
type Props = {
  slug: string;
  locale: 'en' | 'ar';
  fields: ClientField[];
  labels: FormLabels;
  countries: Array<{ value: string; label: string }>;
};

export function ConfiguredForm(props: Props) {
  return (
    <QueryIsland>
      <ConfiguredFormBody {...props} />
    </QueryIsland>
  );
}

function ConfiguredFormBody({
  slug,
  locale,
  fields,
  labels,
  countries,
}: Props) {
  const form = useFieldForm(fields, labels);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const submit = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      // The form calls and their answer schemas (zod) load with the first submit, not with the page (issue 27 §2).
      const { submitForm } = await import('@/lib/api/forms');
      return submitForm(
        slug,
        locale,
        fields.map((f) => ({ id: f.id, slug: f.slug, type: f.type, value: answerOf(f, values[f.key] as FieldValue) })),
      );
    },
    onMutate: () => setResult(null),
    onSuccess: (message) => {
      setResult({ ok: true, message: message || labels.success });
      form.reset();
    },
    // On a failed submit every answer stays as typed; only the message changes.
    onError: (e) => {
      if (!(e instanceof SessionExpiredError)) setResult({ ok: false, message: refusalMessage(e, labels.failure) });
    },
    onSettled: () => statusRef.current?.focus(),
  });

  return (
    <form method="post" noValidate className="config-form" onSubmit={form.handleSubmit((values) => submit.mutate(values), () => setResult({ ok: false, message: labels.fillAll }))}>
      <FormFields fields={fields} form={form} labels={labels} idPrefix={`form-${slug}`} countries={countries} locale={locale} />
      <div ref={statusRef} tabIndex={-1} className="form-status">
        {result ? (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'notice notice-success' : 'notice notice-error'}>
            {result.message}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button-cta" disabled={submit.isPending}>
        {submit.isPending ? labels.submitting : labels.submit}
      </button>
    </form>
  );
}
