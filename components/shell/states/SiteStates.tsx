import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/locales';
import type { HealthNotice } from '@/lib/tenant/types';
import { StatePage } from './StatePage';

/** Unknown host or a disabled site: the 'pageNotFound' message of spec §2. */
export async function SiteUnavailable({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'states' });
  return <StatePage title={t('pageNotFound')} body={t('pageNotFoundBody')} />;
}

/** Under maintenance, with the title and message from the venue's config. */
export async function Maintenance({ locale, title, message }: { locale: AppLocale; title?: string | null; message?: string | null }) {
  const t = await getTranslations({ locale, namespace: 'states' });
  return <StatePage title={title || t('maintenanceTitle')} body={message || t('maintenanceBody')} />;
}

/** Maintenance announced by the remote health check, with its link buttons. */
export async function HealthMaintenance({ locale, notice }: { locale: AppLocale; notice: HealthNotice }) {
  const t = await getTranslations({ locale, namespace: 'states' });
  return (
    <StatePage title={notice.title || t('maintenanceTitle')} body={notice.message || t('maintenanceBody')}>
      {notice.buttons
        .filter((b) => /^(https?:|tel:|mailto:)/i.test(b.url))
        .map((b) => (
          <a key={b.url} href={b.url} className="button" rel="noopener noreferrer">
            {b.text}
          </a>
        ))}
    </StatePage>
  );
}
