import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /memberships belongs to the 'memberships' section (spec §2 navigation rules). */
export default async function MembershipsSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'memberships');
  return children;
}
