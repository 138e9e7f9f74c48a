'use client';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { buildFormSchema } from '@/lib/validation/lead-form';
import { defaultValues } from '@/lib/forms/field-config';
import type { ClientField, FormLabels } from './types';

/** react-hook-form with the zod schema built from the field config (EXAMPLES pattern 10) and the spec's messages. */
export function useFieldForm(fields: ClientField[], labels: FormLabels) {
  const schema = useMemo(
    () =>
      buildFormSchema(fields, (f) => f.label, {
        required: (label) => labels.required.replace('{field}', label),
        email: labels.email,
        phone: labels.phone,
        emiratesIdFormat: labels.emiratesIdFormat,
        emiratesIdInvalid: labels.emiratesIdInvalid,
        date: labels.date,
        option: labels.option,
        tooLong: (label, max) => labels.tooLong.replace('{field}', label).replace('{max}', String(max)),
      }),
    [fields, labels],
  );
  return useForm<Record<string, unknown>>({
    resolver: zodResolver(schema) as never,
    defaultValues: defaultValues(fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
