import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * A client feature's words only: the namespaces it reads, so a page ships the messages of the islands it has, not
 * the whole catalogue. Form features add `validation` and `formPolish` for their fields.
 */
export async function IslandIntl({ locale, namespaces, children }: { locale: AppLocale; namespaces: readonly string[]; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider locale={locale} messages={Object.fromEntries(namespaces.map((n) => [n, all[n]])) as never}>
      {children}
    </NextIntlClientProvider>
  );
}
