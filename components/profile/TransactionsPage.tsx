import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { IslandIntl } from '@/components/ui/IslandIntl';
import { QueryIsland } from '@/components/ui/QueryIsland';
import { ProfileShell } from './ProfileShell';
import styles from './profile.module.css';
import { TransactionsList } from './TransactionsList';

/**
 * Transactions (spec §2 "transaction details"): reference id, status and amount paid, newest first. The page is a
 * cached shell, the same for every customer of the venue; the list is read by its island (issue 27 item 3).
 */
export async function TransactionsPage({ params }: { params: Promise<SiteParams> }) {
  const path = '/profile/transactions';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const tc = await getTranslations({ locale, namespace: 'common' });
  const labels = {
    heads: [t('history.date'), t('money.reference'), t('history.status'), t('money.amountPaid')],
    empty: t('money.noTransactions'),
    statuses: t.raw('orderStatus') as Record<string, string>,
    loading: tc('loading'),
    error: t('errors.generic'),
    retry: tc('retry'),
  };
  const loading = <p className={styles.muted} role="status">{labels.loading}</p>;
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t('menu.transactions')}</h1>
      <IslandIntl locale={locale} namespaces={['pager']}>
        <QueryIsland>
          <Suspense fallback={loading}>
            <TransactionsList locale={locale} path={path} labels={labels} />
          </Suspense>
        </QueryIsland>
      </IslandIntl>
    </ProfileShell>
  );
}
