import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /academies belongs to the 'workshops' section (spec §2 navigation rules). */
export default async function AcademiesSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'workshops');
  return children;
}
