import type { SiteParams } from '@/lib/i18n/server';
import { StaticPage, staticPageMetadata } from '@/components/content/StaticPage';

export function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  return staticPageMetadata(params, 'terms-and-conditions');
}

/** /terms-and-conditions (spec §2 static pages). */
export default function TermsPage({ params }: { params: Promise<SiteParams> }) {
  return <StaticPage params={params} slug="terms-and-conditions" />;
}
