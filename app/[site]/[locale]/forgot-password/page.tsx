import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageLocale, type SiteParams } from '@/lib/i18n/server';
import { requireSite } from '@/lib/tenant/site';
import { href } from '@/lib/routing/links';
import { AuthIntl } from '@/components/auth/AuthIntl';
import { ForgotPasswordView } from '@/components/auth/ForgotPasswordView';

export async function generateMetadata({ params }: { params: Promise<SiteParams> }): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'auth' });
  return { title: t('forgotTitle'), robots: { index: false } };
}

/** /forgot-password (spec §4): request, OTP, reset, done. */
export default async function ForgotPasswordPage({ params }: { params: Promise<SiteParams> }) {
  const { host, locale } = await pageLocale(params);
  const { tenant } = await requireSite(host);
  return (
    <div className="auth-page">
      <AuthIntl locale={locale}>
        <ForgotPasswordView loginHref={href('/login', locale)} skipCaptcha={tenant.skipForgotPasswordCaptcha} />
      </AuthIntl>
    </div>
  );
}
