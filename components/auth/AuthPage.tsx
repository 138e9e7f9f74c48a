import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { AuthIntl } from './AuthIntl';

/** The frame of an account page (register, become a partner, forgot password): the form island with its messages. */
export function AuthPage({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>{children}</AuthIntl>
    </div>
  );
}
