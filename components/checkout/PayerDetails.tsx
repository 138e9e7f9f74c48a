'use client';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneField, TextField } from '@/components/forms/Field';
import type { PayerForm } from '@/lib/checkout/request';
import styles from './checkout.module.css';

/** The payer's details sent with the order (spec §3 order payload: first_name, last_name, email, mobile). */
export function PayerDetails({ form, filled }: { form: UseFormReturn<PayerForm>; filled: number }) {
  const t = useTranslations('checkout');
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('payerTitle')}</legend>
      <div className={styles.grid}>
        <TextField id="payer-firstName" label={t('payer.firstName')} registration={register('firstName')} error={e.firstName} autoComplete="given-name" maxLength={60} />
        <TextField id="payer-lastName" label={t('payer.lastName')} registration={register('lastName')} error={e.lastName} autoComplete="family-name" maxLength={60} />
        <TextField id="payer-email" label={t('payer.email')} registration={register('email')} error={e.email} type="email" autoComplete="email" maxLength={120} />
        <PhoneField
          key={filled}
          id="payer-mobile"
          label={t('payer.mobile')}
          codeLabel={t('payer.countryCode')}
          codeRegistration={register('countryCode')}
          numberRegistration={register('mobileNumber')}
          error={e.mobileNumber}
        />
      </div>
    </fieldset>
  );
}
