import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { RegisterView } from '@/components/auth/RegisterView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('registerTitle') };
}

/** /register: the same for every visitor, so it stays a cached page; the form is the island. */
export default async function RegisterPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  await requireSite(host);
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>
        <RegisterView home={href('/', locale)} loginHref={href('/login', locale)} />
      </AuthIntl>
    </div>
  );
}
