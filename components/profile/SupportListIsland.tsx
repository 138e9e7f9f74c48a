'use client';
import { NextIntlClientProvider } from 'next-intl';
import type { AppLocale } from '@/lib/i18n/locales';
import { QueryIsland } from '@/components/ui/QueryIsland';
import type { LoadLabels } from './PersonalLoad';
import { SupportList } from './SupportList';

/** The signed-in customer's part of /customer-support with its words and React Query: one chunk, loaded by LazySupportList. */
export default function SupportListIsland({ locale, labels, messages }: { locale: AppLocale; labels: LoadLabels; messages: Record<string, unknown> }) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages as never}>
      <QueryIsland>
        <SupportList locale={locale} labels={labels} />
      </QueryIsland>
    </NextIntlClientProvider>
  );
}
