import { zodResolver } from '@hookform/resolvers/zod';
import { buildFormSchema } from '@/lib/validation/lead-form';
import type { ClientField, FormLabels } from './types';

/** The zod schema built from the field config with the spec's messages, as a resolver (loaded on first use by ./useFieldForm). */
export function fieldResolver(fields: ClientField[], labels: FormLabels) {
  const schema = buildFormSchema(fields, (f) => f.label, {
    required: (label) => labels.required.replace('{field}', label),
    email: labels.email,
    phone: labels.phone,
    emiratesIdFormat: labels.emiratesIdFormat,
    emiratesIdInvalid: labels.emiratesIdInvalid,
    date: labels.date,
    option: labels.option,
    tooLong: (label, max) => labels.tooLong.replace('{field}', label).replace('{max}', String(max)),
  });
  return zodResolver(schema);
}
