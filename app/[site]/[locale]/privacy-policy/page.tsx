import type { SiteParams } from '@/lib/i18n/server';
import { StaticPage, staticPageMetadata } from '@/components/content/StaticPage';

export function generateMetadata({ params }: { params: Promise<SiteParams> }) {
  return staticPageMetadata(params, 'privacy-policy');
}

/** /privacy-policy (spec §2 static pages). */
export default function PrivacyPage({ params }: { params: Promise<SiteParams> }) {
  return <StaticPage params={params} slug="privacy-policy" />;
}
