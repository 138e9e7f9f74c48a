import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { titleMetadata } from '@/lib/i18n/page';
import { personalPage } from '@/lib/self-service/page';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { ProfileView } from '@/components/auth/ProfileView';
import { ProfileShell } from '@/components/profile/ProfileShell';
import { ProfileEditor } from '@/components/profile/ProfileEditor';

// Personal: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = titleMetadata('auth', 'profileTitle', { robots: { index: false } });

/** /profile/user (spec §2, login required), with the profile menu of the venue's enabled sections. */
export default async function ProfileUserPage({ params, searchParams }: { params: Promise<SiteParams>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { locale, tenant, site, user, t, account } = await personalPage(params, '/profile/user');
  const done = (await searchParams).done;
  const ta = await getTranslations({ locale, namespace: 'auth' });
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current="/profile/user" partner={user.partner} t={t}>
      <AuthIntl locale={locale}>
        <div className="auth-card">
          <h1>{ta('profileTitle')}</h1>
          <ProfileView />
        </div>
      </AuthIntl>
      <ProfileEditor account={account} locale={locale} t={t} done={typeof done === 'string' ? done : undefined} religions={site.religions} />
    </ProfileShell>
  );
}
