import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { AuthPage } from '@/components/auth/AuthPage';
import { ForgotPasswordView } from '@/components/auth/ForgotPasswordView';

export const generateMetadata = titleMetadata('auth', 'forgotTitle', { robots: { index: false } });

/** /forgot-password (spec §4): request, OTP, reset, done. */
export default async function ForgotPasswordPage({ params }: { params: Promise<SiteParams> }) {
  const { locale, tenant } = await sitePage(params);
  return (
    <AuthPage locale={locale}>
      <ForgotPasswordView loginHref={href('/login', locale)} skipCaptcha={tenant.skipForgotPasswordCaptcha} />
    </AuthPage>
  );
}
