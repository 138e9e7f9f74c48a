'use client';
import { lazy, Suspense } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { LoadingLine, type LoadLabels } from './PersonalLoad';

const SupportListIsland = lazy(() => import('./SupportListIsland'));

/**
 * /customer-support is a public page (spec §2) that most readers see signed out: the tickets, the form (react-hook-form,
 * the wire schema), React Query and next-intl's client load only once the session names a customer, not in every
 * visitor's first load (231 KB gzip before, the public pages' budget is 115: issue 27 §2).
 */
export function LazySupportList({ locale, labels, messages }: { locale: AppLocale; labels: LoadLabels; messages: Record<string, unknown> }) {
  return (
    <Suspense fallback={<LoadingLine text={labels.loading} />}>
      <SupportListIsland locale={locale} labels={labels} messages={messages} />
    </Suspense>
  );
}
