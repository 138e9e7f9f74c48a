import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { IslandIntl } from '@/components/ui/IslandIntl';

/** The find-my-order island's words only (its own namespace, and the form fields' validation messages). */
export function FindOrderIntl({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <IslandIntl locale={locale} namespaces={['findOrder', 'validation', 'formPolish']}>
      {children}
    </IslandIntl>
  );
}
