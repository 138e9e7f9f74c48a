import type { SiteParams } from '@/lib/i18n/server';
import { PersonalIsland } from './PersonalIsland';
import { ProfileShell } from './ProfileShell';
import { SupportTicket } from './SupportTicket';
import { SUPPORT_NAMESPACES, SUPPORT_PATH as PATH, supportShell } from './support-shell';

/**
 * /customer-support/{id} (spec §2 "customer support and reply"): one shell for every ticket (next.config's rewrite
 * sends each ticket id here); the island reads the id from the address, then the conversation and the reply form.
 * The middleware sends a visitor without a session to /login; the island sends a guest there too.
 */
export async function SupportTicketPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, tenant, site, t, labels } = await supportShell(params);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current={PATH} partner="session" t={t}>
      <PersonalIsland locale={locale} namespaces={SUPPORT_NAMESPACES} loading={labels.loading}>
        <SupportTicket locale={locale} labels={labels} />
      </PersonalIsland>
    </ProfileShell>
  );
}
