import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /events belongs to the 'events' section (spec §2 navigation rules). */
export default async function EventsSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'events');
  return children;
}
