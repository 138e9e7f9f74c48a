import type { SiteParams } from '@/lib/i18n/server';
import { sitePage, titleMetadata } from '@/lib/i18n/page';
import { href } from '@/lib/routing/links';
import { AuthPage } from '@/components/auth/AuthPage';
import { PartnerView } from '@/components/auth/PartnerView';

export const generateMetadata = titleMetadata('auth', 'partnerTitle');

/** /become-partner (spec §1, §6): partner sign-up. */
export default async function BecomePartnerPage({ params }: { params: Promise<SiteParams> }) {
  const { locale } = await sitePage(params);
  return (
    <AuthPage locale={locale}>
      <PartnerView loginHref={href('/login', locale)} />
    </AuthPage>
  );
}
