import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /outlets belongs to the 'outlets' section (spec §2 navigation rules). */
export default async function OutletsSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'outlets');
  return children;
}
