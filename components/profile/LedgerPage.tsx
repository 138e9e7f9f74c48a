import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { LedgerList } from './LedgerList';
import { PersonalIsland } from './PersonalIsland';
import { personalLoadLabels } from './load-labels';
import { ProfileShell } from './ProfileShell';

/**
 * /profile/user/wallet and /profile/user/q-points (spec §2): balance and history; the wallet page lists saved cards.
 * A cached shell, the same for every customer; the island reads the ledger (issue 27 item 3).
 */
export async function LedgerPage({ params, kind }: { params: Promise<SiteParams>; kind: 'wallet' | 'qpoints' }) {
  const path = kind === 'wallet' ? '/profile/user/wallet' : '/profile/user/q-points';
  const { locale, tenant, site, t } = await personalShell(params, path);
  const labels = { ...(await personalLoadLabels(locale, t)), heads: [t('history.date'), t('money.order'), t('partner.amount')] };
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={path} partner="session" t={t}>
      <h1>{t(`menu.${kind}`)}</h1>
      <PersonalIsland locale={locale} namespaces={['pager', 'selfService.money']} loading={labels.loading}>
        <LedgerList kind={kind} locale={locale} path={path} labels={labels} />
      </PersonalIsland>
    </ProfileShell>
  );
}
