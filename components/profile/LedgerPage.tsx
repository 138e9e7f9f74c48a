import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { IslandIntl } from '@/components/ui/IslandIntl';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { LedgerList } from './LedgerList';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';

/**
 * /profile/user/wallet and /profile/user/q-points (spec §2): balance and history; the wallet page lists saved cards.
 * A cached shell, the same for every customer; the island reads the ledger (issue 27 item 3).
 */
export async function LedgerPage({ params, kind }: { params: Promise<SiteParams>; kind: 'wallet' | 'qpoints' }) {
  const path = kind === 'wallet' ? '/profile/user/wallet' : '/profile/user/q-points';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const tc = await getTranslations({ locale, namespace: 'common' });
  const labels = {
    heads: [t('history.date'), t('money.order'), t('partner.amount')],
    loading: tc('loading'),
    error: t('errors.generic'),
    retry: tc('retry'),
  };
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t(`menu.${kind}`)}</h1>
      <IslandIntl locale={locale} namespaces={['pager', 'selfService.money']}>
        <QueryIsland>
          <Suspense
            fallback={
              <p className={styles.muted} role="status">
                {labels.loading}
              </p>
            }
          >
            <LedgerList kind={kind} locale={locale} path={path} labels={labels} />
          </Suspense>
        </QueryIsland>
      </IslandIntl>
    </ProfileShell>
  );
}
