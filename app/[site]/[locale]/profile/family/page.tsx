import type { Metadata } from 'next';
import type { SiteParams } from '@/lib/i18n/server';
import { FamilyPage } from '@/components/profile/FamilyPage';

// A cached shell, the same for every customer (issue 27 item 3): the family is read in the browser, and server.mjs
// answers it `private, no-store` like every personal page.
export const metadata: Metadata = { robots: { index: false } };

export default function Page({ params }: { params: Promise<SiteParams> }) {
  return <FamilyPage params={params} />;
}
