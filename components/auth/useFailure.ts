'use client';
import { useTranslations } from 'next-intl';

/**
 * The words for a failed account action: our own wording for the reasons we know (so Arabic reads Arabic),
 * otherwise the provider's message (spec §8: login, OTP and reset failures show the server message).
 */
export function useFailureText() {
  const t = useTranslations('auth.errors');
  return (r: { code: string; message: string | null }) => {
    if (r.code !== 'refused' && t.has(r.code)) return t(r.code);
    return r.message ?? t('generic');
  };
}
