import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /offers belongs to the 'offers' section (spec §2 navigation rules). */
export default async function OffersSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'offers');
  return children;
}
