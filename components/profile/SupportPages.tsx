import { AppLink } from '@/components/ui/AppLink';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { SiteParams } from '@/lib/i18n/server';
import { href } from '@/lib/routing/links';
import { personalShell } from '@/lib/self-service/page';
import { LoadingLine } from './PersonalLoad';
import { PersonalIsland, personalLoadLabels } from './PersonalIsland';
import { ProfileCard } from './ProfileCard';
import { ProfileShell } from './ProfileShell';
import { SupportList } from './SupportList';
import { SupportTicket } from './SupportTicket';
import { SupportViews } from './SupportViews';
import { SUPPORT_NAMESPACES } from './support-text';
import styles from './profile.module.css';

const PATH = '/customer-support';

/** Both pages are cached shells (issue 27 item 3), only where the venue allows support (spec §2 footer rule; the provider answers 404 otherwise too). */
async function supportShell(params: Promise<SiteParams>) {
  const shell = await personalShell(params, PATH);
  if (!shell.site.allowSupport) notFound();
  return { ...shell, labels: await personalLoadLabels(shell.locale, shell.t) };
}

/**
 * /customer-support (spec §2, a public route): the same HTML for everyone. A visitor reads what it is for and signs in
 * (or registers) to open a ticket, then comes back here; a signed-in customer gets the profile menu, their tickets and
 * the form to open one, read by the island. Which of the two is chosen in the browser from the session (SupportViews).
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
          <PersonalIsland locale={locale} namespaces={SUPPORT_NAMESPACES} loading={labels.loading}>
            <SupportList locale={locale} labels={labels} />
          </PersonalIsland>
        </ProfileShell>
      }
    />
  );
}

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
