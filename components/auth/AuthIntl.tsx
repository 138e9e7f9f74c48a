import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * The account forms are one client feature loaded only where used, so they get their own namespaces (brief); their
 * toasts go to the app-wide toaster (components/shell/Toasts).
 */
export async function AuthIntl({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ auth: all.auth, validation: all.validation, formPolish: all.formPolish } as never}>
      {children}
    </NextIntlClientProvider>
  );
}
