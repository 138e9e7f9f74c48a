'use client';
import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PayerForm } from '@/lib/checkout/request';
import { lazyResolver, useWarmResolver } from '@/components/forms/lazy-resolver';
import type { Payer } from '@/lib/checkout/payer';

const EMPTY_PAYER: PayerForm = { firstName: '', lastName: '', email: '', countryCode: '971', mobileNumber: '' };

/**
 * The payer form (spec §3 order payload first_name, last_name, email, mobile): react-hook-form with the order's own
 * payer rules (lib/checkout/request.ts payerFormSchema, checked again by the order route), filled from the profile
 * unless the payer has started typing. `loading` until the profile is in the form (or could not be read): only then
 * may Pay check the form, so a press while it loads never shows 'required' for fields about to be filled.
 * `filled` counts the fills (the phone field's picker starts again from the filled code).
 */
/** The payer rules with zod, loaded on first check or when the page is idle, not with the cart (issue 27 §2). */
const payerResolver = lazyResolver(() => import('./payer-resolver').then((m) => m.payerResolver));

export function usePayerForm(payer: UseQueryResult<Payer>, signedIn: boolean, onFilled: () => void): { form: UseFormReturn<PayerForm>; loading: boolean; filled: number } {
  useWarmResolver(payerResolver);
  const form = useForm<PayerForm>({ resolver: payerResolver, defaultValues: EMPTY_PAYER, reValidateMode: 'onSubmit', shouldFocusError: false });
  const dirty = form.formState.isDirty;
  const [settled, setSettled] = useState(false);
  const [filled, setFilled] = useState(0);
  useEffect(() => {
    const d = payer.data;
    if (d && !dirty) {
      form.reset({ firstName: d.firstName, lastName: d.lastName, email: d.email, countryCode: d.countryCode || '971', mobileNumber: d.mobileNumber });
      setFilled((n) => n + 1);
      onFilled();
    }
    if (d || payer.isError) setSettled(true);
    // Only a new answer fills the form; typing (dirty) afterwards never brings the profile back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payer.data, payer.isError]);
  return { form, loading: signedIn && !settled, filled };
}
