import type { SiteParams } from '@/lib/i18n/server';
import { gateSection } from '@/lib/routing/section-gate';

/** Every page under /training belongs to the 'training' section (spec §2 navigation rules). */
export default async function TrainingSectionLayout({ children, params }: { children: React.ReactNode; params: Promise<SiteParams> }) {
  await gateSection(params, 'training');
  return children;
}
