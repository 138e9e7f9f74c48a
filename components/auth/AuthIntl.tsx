import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import { IslandIntl } from '@/components/ui/IslandIntl';

/**
 * The account forms are one client feature loaded only where used, so they get their own namespaces (brief); their
 * toasts go to the app-wide toaster (components/shell/Toasts).
 */
export function AuthIntl({ locale, children }: { locale: AppLocale; children: ReactNode }) {
  return (
    <IslandIntl locale={locale} namespaces={['auth', 'validation', 'formPolish']}>
      {children}
    </IslandIntl>
  );
}
