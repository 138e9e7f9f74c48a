'use client';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { defaultValues } from '@/lib/forms/field-config';
import { lazyResolver, useWarmResolver } from './lazy-resolver';
import type { ClientField, FormLabels } from './types';

/**
 * react-hook-form with the zod schema built from the field config (EXAMPLES pattern 10) and the spec's messages
 * (./field-resolver); zod and the schema load before the first check, when the page is idle or (`warmOn`
 * 'interaction') at the visitor's first touch of the form, not with the page (issue 27 §2).
 */
export function useFieldForm(fields: ClientField[], labels: FormLabels, warmOn: 'idle' | 'interaction' = 'idle') {
  const resolver = useMemo(() => lazyResolver(() => import('./field-resolver').then((m) => m.fieldResolver(fields, labels))), [fields, labels]);
  useWarmResolver(resolver, warmOn);
  return useForm<Record<string, unknown>>({
    resolver: resolver as never,
    defaultValues: defaultValues(fields),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
