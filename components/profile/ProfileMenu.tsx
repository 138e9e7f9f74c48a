import { AppLink } from '@/components/ui/AppLink';
import type { AppLocale } from '@/lib/i18n/locales';
import { profileMenu } from '@/lib/self-service/menu';
import { href } from '@/lib/routing/links';
import type { Site } from '@/lib/tenant/types';
import { PartnerOnly } from './PartnerOnly';
import styles from './profile.module.css';

/**
 * The profile menu (spec §2): filtered by the venue's sections, 'My Bookings' for the tenants that ask for it.
 * `partner: 'session'` on a cached shell: the partner entry is there and shown once the session says so.
 */
export function ProfileMenu({
  site,
  locale,
  current,
  myBookingsLabel,
  partner,
  labels,
  title,
}: {
  site: Site;
  locale: AppLocale;
  current: string;
  myBookingsLabel: boolean;
  partner: boolean | 'session';
  labels: Record<string, string>;
  title: string;
}) {
  const entries = profileMenu({ sections: site.sections, facilityBooking: site.facilityBooking.enabled, myBookingsLabel, partner: partner !== false, allowSupport: site.allowSupport });
  return (
    <nav aria-label={title} className={styles.menu}>
      <ul>
        {entries.map((e) => {
          const item = (
            <li key={e.key}>
              <AppLink href={href(e.path, locale)} aria-current={current === e.path ? 'page' : undefined}>
                {labels[e.key]}
              </AppLink>
            </li>
          );
          return e.key === 'partner' && partner === 'session' ? <PartnerOnly key={e.key}>{item}</PartnerOnly> : item;
        })}
      </ul>
    </nav>
  );
}
