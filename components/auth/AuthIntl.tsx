import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { Toasts } from './Toasts';

/**
 * The account forms are one client feature loaded only where used, so they get their own namespaces (brief) and
 * a toast area (spec §8: toasts at the bottom right).
 */
export async function AuthIntl({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ auth: all.auth, validation: all.validation } as never}>
      {children}
      <Toasts dir={locale === 'ar' ? 'rtl' : 'ltr'} />
    </NextIntlClientProvider>
  );
}
