import { getTranslations } from 'next-intl/server';
import { sitePage, titleMetadata, type QueryPageProps } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { authCalls } from '@/lib/provider/auth';
import { isProviderError } from '@/lib/provider/errors';
import '@/components/forms/forms.css';

// Acts on the link's token: rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = titleMetadata('auth', 'verifyTitle', { robots: { index: false } });

/** /verify-customer?token=… (spec §2): the link from the registration e-mail confirms the account. */
export default async function VerifyCustomerPage({ params, searchParams }: QueryPageProps) {
  const { locale, tenant } = await sitePage(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  const token = (await searchParams).token;
  let outcome: 'ok' | 'failed' | 'missing' | 'down' = 'missing';
  if (typeof token === 'string' && /^[A-Za-z0-9_-]{8,128}$/.test(token)) {
    try {
      await authCalls.verifyCustomer({ siteToken: tenant.siteToken }, { token });
      outcome = 'ok';
    } catch (e) {
      outcome = isProviderError(e) && e.kind === 'http' && e.status < 500 ? 'failed' : 'down';
    }
  }
  const te = await getTranslations({ locale, namespace: 'auth.errors' });
  const text = { ok: t('verifyOk'), failed: t('verifyFailed'), missing: t('verifyMissing'), down: te('provider_down') }[outcome];
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h1>{t('verifyTitle')}</h1>
        <p role={outcome === 'ok' ? 'status' : 'alert'} className={outcome === 'ok' ? 'form-success' : 'form-alert'}>
          {text}
        </p>
        <a className="button" href={href('/login', locale)}>
          {t('loginLink')}
        </a>
      </div>
    </div>
  );
}
