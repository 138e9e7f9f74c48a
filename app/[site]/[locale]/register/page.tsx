import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { AuthPage } from '@/components/auth/AuthPage';
import { RegisterView } from '@/components/auth/RegisterView';

export const generateMetadata = titleMetadata('auth', 'registerTitle');

/** /register: the same for every visitor, so it stays a cached page; the form is the island. */
export default async function RegisterPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await sitePage(params);
  return (
    <AuthPage locale={locale}>
      <RegisterView home={href('/', locale)} loginHref={href('/login', locale)} />
    </AuthPage>
  );
}
