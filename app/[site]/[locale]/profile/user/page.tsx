import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { titleMetadata } from '@/lib/i18n/page';
import { loadCustomerTags } from '@/lib/catalogue/loaders';
import { personalShell } from '@/lib/self-service/page';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { ProfileView } from '@/components/auth/ProfileView';
import { ProfileShell } from '@/components/profile/ProfileShell';
import { ProfileEditor } from '@/components/profile/ProfileEditor';

export const generateMetadata = titleMetadata('auth', 'profileTitle', { robots: { index: false } });

/**
 * /profile/user (spec §2, login required), with the profile menu of the venue's enabled sections: a cached shell, the
 * same for every customer of the venue (issue 27 item 3); the customer's details and forms are read by their islands,
 * and server.mjs answers it `private, no-store` like every personal page.
 */
export default async function ProfileUserPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, tenant, site, t } = await personalShell(params, '/profile/user');
  const ta = await getTranslations({ locale, namespace: 'auth' });
  // The venue's purposes of visit (its cache); none when they cannot be read (the form leaves the field out).
  const tags = await loadCustomerTags(tenant).catch(() => []);
  return (
    <ProfileShell site={site} tenant={tenant} locale={locale} current="/profile/user" partner="session" t={t}>
      <AuthIntl locale={locale}>
        <div className="auth-card">
          <h1>{ta('profileTitle')}</h1>
          <ProfileView />
        </div>
      </AuthIntl>
      <ProfileEditor locale={locale} t={t} religions={site.religions} tags={tags} />
    </ProfileShell>
  );
}
