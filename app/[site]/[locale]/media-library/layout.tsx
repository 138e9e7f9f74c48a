import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /media-library belongs to the 'media-library' section (spec §2 navigation rules). */
export default async function MediaLibrarySectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'media-library');
  return children;
}
