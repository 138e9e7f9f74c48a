import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { LogoutView } from '@/components/auth/LogoutView';

export const metadata: Metadata = { robots: { index: false } };

/** /logout: the work happens in the browser (session cookie via a server action, cart in session storage). */
export default async function LogoutPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  const { tenant } = await requireSite(host);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return <LogoutView host={tenant.host} home={href('/', locale)} label={t('loggingOut')} />;
}
