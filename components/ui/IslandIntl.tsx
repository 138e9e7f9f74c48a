import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { islandMessages } from '@/lib/i18n/client-messages';

/**
 * A client feature's words only: the namespaces it reads, so a page ships the messages of the islands it has, not
 * the whole catalogue. Form features add `validation` and `formPolish` for their fields.
 */
export async function IslandIntl({ locale, namespaces, children }: { locale: AppLocale; namespaces: readonly string[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={(await islandMessages(locale, namespaces)) as never}>
      {children}
    </NextIntlClientProvider>
  );
}
