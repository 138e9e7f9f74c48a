import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import { IslandIntl } from '@/components/ui/IslandIntl';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { LoadingLine } from './PersonalLoad';

/**
 * Where a cached personal shell holds its island (issue 27 item 3): the island's words, React Query, the loading
 * line until the island (which reads the address) is ready, and what a browser without JavaScript is told.
 */
export async function PersonalIsland({ locale, namespaces, loading, children }: { locale: AppLocale; namespaces: readonly string[]; loading: string; children: ReactNode }) {
  const tc = await getTranslations({ locale, namespace: 'common' });
  return (
    <IslandIntl locale={locale} namespaces={namespaces}>
      {/* The customer's data is read by the island: without JavaScript the page says so rather than load for ever. */}
      <noscript>
        <p role="alert" className="form-alert">{tc('needsJavaScript')}</p>
      </noscript>
      <QueryIsland>
        <Suspense fallback={<LoadingLine text={loading} />}>{children}</Suspense>
      </QueryIsland>
    </IslandIntl>
  );
}
