import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { FamilyList } from './FamilyList';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';

/**
 * /profile/family (spec §2): the customer's associated customers, the visitors the booking modal offers. A cached
 * shell, the same for every customer of the venue; the family is read and changed by its island (issue 27 item 3).
 */
export async function FamilyPage({ params }: { params: Promise<SiteParams> }) {
  const path = '/profile/family';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const labels = await personalLoadLabels(locale, t);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t('menu.family')}</h1>
      <p className={styles.muted}>{t('family.intro')}</p>
      <PersonalIsland locale={locale} namespaces={['selfService.family', 'selfService.errors', 'selfService.menu.family']} loading={labels.loading}>
        <FamilyList locale={locale} labels={labels} />
      </PersonalIsland>
    </ProfileShell>
  );
}
