import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /blog belongs to the 'blogs' section (spec §2 navigation rules). */
export default async function BlogSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'blogs');
  return children;
}
