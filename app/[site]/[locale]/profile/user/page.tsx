import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { auth } from '@/lib/auth/auth';
import { href } from '@/lib/routing/links';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { ProfileView } from '@/components/auth/ProfileView';

// Personal: never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('profileTitle'), robots: { index: false } };
}

/** /profile/user (spec §2, login required). The middleware sends visitors without a cookie to /login first. */
export default async function ProfileUserPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  await requireSite(host);
  const session = await auth().catch(() => null);
  const user = session?.user as { anonymous?: boolean } | undefined;
  // A cookie that no longer decodes, or a guest: not a customer with a profile.
  if (!user || user.anonymous) redirect(href('/login', locale, { nextUrl: href('/profile/user', locale) }));
  const t = await getTranslations({ locale, namespace: 'auth' });
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>
        <div className="auth-card">
          <h1>{t('profileTitle')}</h1>
          <ProfileView />
        </div>
      </AuthIntl>
    </div>
  );
}
