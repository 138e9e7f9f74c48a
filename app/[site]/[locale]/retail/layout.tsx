import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /retail belongs to the 'retail' section (spec §2 navigation rules). */
export default async function RetailSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'retail');
  return children;
}
