import type { ReactNode } from 'react';
import type { AppLocale } from '@/lib/i18n/locales';
import type { Site } from '@/lib/tenant/types';
import type { Tenant } from '@/lib/tenant/tenants';
import { ProfileMenu } from './ProfileMenu';
import '@/components/forms/forms.css';
import styles from './profile.module.css';

const MENU_KEYS = ['profile', 'facilityBookings', 'myBookings', 'eventBookings', 'trainerSessions', 'academyBookings', 'memberships', 'retail', 'wallet', 'qpoints', 'transactions', 'family', 'partner', 'support'] as const;

/** A personal page: the profile menu beside the page's own content. */
export function ProfileShell({
  site,
  tenant,
  locale,
  current,
  partner,
  t,
  children,
}: {
  site: Site;
  tenant: Tenant;
  locale: AppLocale;
  current: string;
  /** 'session' on a cached shell (ProfileMenu). */
  partner: boolean | 'session';
  t: (key: string) => string;
  children: ReactNode;
}) {
  const labels = Object.fromEntries(MENU_KEYS.map((k) => [k, t(`menu.${k}`)]));
  return (
    <div className={styles.shell}>
      <ProfileMenu site={site} locale={locale} current={current} myBookingsLabel={tenant.myBookingsLabel} partner={partner} labels={labels} title={t('menu.label')} />
      <div className={styles.main}>{children}</div>
    </div>
  );
}
