'use client';
import { useTranslations } from 'next-intl';

/**
 * The words for a failed account action: our own wording for the reasons we know (so Arabic reads Arabic: a wrong
 * mobile or password among them), otherwise the provider's message (spec §8: login, OTP and reset failures show the
 * server message).
 */
export function useFailureText() {
  const t = useTranslations('auth.errors');
  const signIn = useTranslations('formPolish.signIn');
  return (r: { code: string; message: string | null }) => {
    if (r.code !== 'refused' && t.has(r.code)) return t(r.code);
    if (r.code !== 'refused' && signIn.has(r.code)) return signIn(r.code);
    return r.message ?? t('generic');
  };
}
