import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileShell } from './ProfileShell';
import { TransactionsList } from './TransactionsList';

/**
 * Transactions (spec §2 "transaction details"): reference id, status and amount paid, newest first. The page is a
 * cached shell, the same for every customer of the venue; the list is read by its island (issue 27 item 3).
 */
export async function TransactionsPage({ params }: { params: Promise<SiteParams> }) {
  const path = '/profile/transactions';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const labels = {
    ...(await personalLoadLabels(locale, t)),
    heads: [t('history.date'), t('money.reference'), t('history.status'), t('money.amountPaid')],
    empty: t('money.noTransactions'),
    statuses: t.raw('orderStatus') as Record<string, string>,
  };
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t('menu.transactions')}</h1>
      <PersonalIsland locale={locale} namespaces={['pager']} loading={labels.loading}>
        <TransactionsList locale={locale} path={path} labels={labels} />
      </PersonalIsland>
    </ProfileShell>
  );
}
