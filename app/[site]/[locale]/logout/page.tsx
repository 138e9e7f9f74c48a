import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { sitePage } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { LogoutView } from '@/components/auth/LogoutView';

export const metadata: Metadata = { robots: { index: false } };

/** /logout: the work happens in the browser (session cookie via a server action, cart in session storage). */
export default async function LogoutPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, tenant } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return <LogoutView host={tenant.host} home={href('/', locale)} label={t('loggingOut')} />;
}
