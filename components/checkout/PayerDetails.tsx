'use client';
import { useLocale, useTranslations } from 'next-intl';
import { CountryCodePicker } from '@/components/forms/CountryCodePicker';
import { FieldMessages, errorIds, useFieldMessage } from '@/components/forms/Field';
import styles from './checkout.module.css';

export interface PayerForm {
  firstName: string;
  lastName: string;
  email: string;
  countryCode: string;
  mobileNumber: string;
}

/** The payer's details sent with the order (spec §3 order payload: first_name, last_name, email, mobile). */
export function PayerDetails({
  value,
  onChange,
  errors,
}: {
  value: PayerForm;
  onChange: (v: PayerForm) => void;
  errors: Partial<Record<keyof PayerForm, string>>;
}) {
  const t = useTranslations('checkout');
  const tv = useTranslations('validation');
  const locale = useLocale() === 'ar' ? 'ar' : 'en';
  const message = useFieldMessage();
  const field = (key: 'firstName' | 'lastName' | 'email', type: string, autoComplete: string) => {
    const id = `payer-${key}`;
    const label = t(`payer.${key}`);
    const error = message(errors[key], label);
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          maxLength={key === 'email' ? 120 : 60}
          value={value[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorIds(id, error)}
          onChange={(e) => onChange({ ...value, [key]: e.target.value })}
        />
        <FieldMessages id={id} error={error} />
      </div>
    );
  };
  const mobileLabel = t('payer.mobile');
  const mobileError = message(errors.mobileNumber, mobileLabel);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('payerTitle')}</legend>
      <div className={styles.grid}>
        {field('firstName', 'text', 'given-name')}
        {field('lastName', 'text', 'family-name')}
        {field('email', 'email', 'email')}
        <div className="field">
          <label htmlFor="payer-mobile">{mobileLabel}</label>
          <div className="phone-row">
            <CountryCodePicker
              id="payer-country-code"
              label={t('payer.countryCode')}
              locale={locale}
              value={value.countryCode}
              noResults={tv('noCountry')}
              onChange={(countryCode) => onChange({ ...value, countryCode })}
            />
            <input
              id="payer-mobile"
              type="text"
              inputMode="tel"
              autoComplete="tel-national"
              maxLength={16}
              value={value.mobileNumber}
              aria-invalid={mobileError ? true : undefined}
              aria-describedby={errorIds('payer-mobile', mobileError)}
              onChange={(e) => onChange({ ...value, mobileNumber: e.target.value })}
            />
          </div>
          <FieldMessages id="payer-mobile" error={mobileError} />
        </div>
      </div>
    </fieldset>
  );
}
