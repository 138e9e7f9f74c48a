import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';

/** The find-my-order island's words only (its own namespace, and the form fields' validation messages). */
export async function FindOrderIntl({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  return (
    <NextIntlClientProvider locale={locale} messages={{ findOrder: all.findOrder, validation: all.validation, formPolish: all.formPolish } as never}>
      {children}
    </NextIntlClientProvider>
  );
}
