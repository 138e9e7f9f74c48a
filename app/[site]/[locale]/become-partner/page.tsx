import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { PartnerView } from '@/components/auth/PartnerView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('partnerTitle') };
}

/** /become-partner (spec §1, §6): partner sign-up. */
export default async function BecomePartnerPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  await requireSite(host);
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>
        <PartnerView loginHref={href('/login', locale)} />
      </AuthIntl>
    </div>
  );
}
