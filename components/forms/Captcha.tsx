'use client';
import { useTranslations } from 'next-intl';
import { errorIds, FieldMessages, useFieldMessage } from './Field';
import { CAPTCHA_TEST_RESPONSE } from '@/lib/captcha';

/**
 * The captcha of spec §5. The provider's captcha service is not reachable from here, so the widget plays its test
 * key (the sandbox accepts 'sandbox-captcha-ok'); the value is cleared by the form after a failure (spec §8).
 */
export { CAPTCHA_TEST_RESPONSE };

export function Captcha({ id, value, onChange, error }: { id: string; value: string; onChange: (v: string) => void; error?: string }) {
  const t = useTranslations('auth');
  const message = useFieldMessage()(error, t('captchaLabel'));
  return (
    <div className="field">
      <div className="captcha">
        <input
          id={id}
          type="checkbox"
          checked={value !== ''}
          onChange={(e) => onChange(e.target.checked ? CAPTCHA_TEST_RESPONSE : '')}
          aria-invalid={message ? true : undefined}
          aria-describedby={errorIds(id, message)}
        />
        <label htmlFor={id}>{t('captchaLabel')}</label>
      </div>
      <FieldMessages id={id} error={message} />
    </div>
  );
}
