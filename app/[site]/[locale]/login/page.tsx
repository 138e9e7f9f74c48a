import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { cookies } from 'next/headers';
import { SSO_NEXT_COOKIE } from '@/lib/auth/session-cookie';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { currentSession } from '@/lib/auth/current-session';
import { href, safeNextUrl } from '@/lib/routing/links';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { LoginView } from '@/components/auth/LoginView';
import { loginSettings } from '@/lib/auth/login-settings';

// Reads the session and the query (error, loginToken, logoutUrl, nextUrl): rendered per request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('loginTitle'), robots: { index: false } };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<SiteParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { host, locale } = await pageLocale(params);
  const { site, tenant } = await requireSite(host);
  const q = await searchParams;
  const home = href('/', locale);
  const loginToken = one(q.loginToken) ?? null;
  // Back from the single sign-on without our query: the page it started from was kept in a cookie (issue 16 §10).
  const ssoNext = loginToken && !q.nextUrl ? (await cookies()).get(SSO_NEXT_COOKIE)?.value : undefined;
  const nextUrl = safeNextUrl(one(q.nextUrl) ?? ssoNext);
  const session = await currentSession();
  const user = session?.user as { anonymous?: boolean } | undefined;
  // Spec §2: a logged-in, non-anonymous user opening login is sent home (unless finishing a sign-on).
  if (user && !user.anonymous && !loginToken) redirect(home);

  const error = one(q.error);
  // logoutUrl: where the sign-on service wants the browser after a logout; only a same-origin path is kept.
  const logoutUrl = safeNextUrl(one(q.logoutUrl));
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>
        <LoginView
          locale={locale}
          settings={loginSettings(site, tenant.host, locale)}
          target={nextUrl ?? home}
          nextUrl={nextUrl}
          error={error && /^[A-Za-z_]{1,40}$/.test(error) ? error : null}
          loginToken={loginToken}
          logoutUrl={logoutUrl}
        />
      </AuthIntl>
    </div>
  );
}
