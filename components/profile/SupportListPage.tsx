import { AppLink } from '@/components/ui/AppLink';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '@/lib/i18n/client-messages';
import type { SiteParams } from '@/lib/i18n/server';
import { href } from '@/lib/routing/links';
import { LazySupportList } from './LazySupportList';
import { LoadingLine } from './PersonalLoad';
import { ProfileCard } from './ProfileCard';
import { ProfileShell } from './ProfileShell';
import { SupportViews } from './SupportViews';
import { SUPPORT_NAMESPACES, SUPPORT_PATH as PATH, supportShell } from './support-shell';
import styles from './profile.module.css';

/**
 * /customer-support (spec §2, a public route): the same HTML for everyone. A visitor reads what it is for and signs in
 * (or registers) to open a ticket, then comes back here; a signed-in customer gets the profile menu, their tickets and
 * the form to open one, read by the island. Which of the two is chosen in the browser from the session (SupportViews);
 * the customer's island loads only then (LazySupportList), so a visitor's first load is a public page's.
 * Without JavaScript the page says it needs it, and the sign-in link still works.
 */
export async function SupportListPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, tenant, site, t, labels } = await supportShell(params);
  const tc = await getTranslations({ locale, namespace: 'common' });
  const heading = (
    <>
      <h1>{t('menu.support')}</h1>
      <p className={styles.muted}>{t('support.intro')}</p>
    </>
  );
  const signIn = (
    <ProfileCard id="open-heading" title={t('support.open')}>
      <p>{t('support.login')}</p>
      <AppLink className="button button-cta" href={href('/login', locale, { nextUrl: href(PATH, locale) })}>
        {t('support.loginButton')}
      </AppLink>
    </ProfileCard>
  );
  return (
    <SupportViews
      waiting={
        <div className={styles.visitorPage}>
          {heading}
          <noscript>
            <p role="alert" className="form-alert">
              {tc('needsJavaScript')}
            </p>
            {signIn}
          </noscript>
          <LoadingLine text={labels.loading} />
        </div>
      }
      visitor={
        <div className={styles.visitorPage}>
          {heading}
          {signIn}
        </div>
      }
      customer={
        <ProfileShell site={site} tenant={tenant} locale={locale} current={PATH} partner="session" t={t}>
          {heading}
          <LazySupportList locale={locale} labels={labels} messages={await islandMessages(locale, SUPPORT_NAMESPACES)} />
        </ProfileShell>
      }
    />
  );
}
