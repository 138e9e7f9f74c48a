import { notFound } from 'next/navigation';
import type { SiteParams } from '@/lib/i18n/server';
import { personalShell } from '@/lib/self-service/page';
import { personalLoadLabels } from './load-labels';

/** Where the support pages are (spec §2). */
export const SUPPORT_PATH = '/customer-support';

/**
 * The support islands' words (spec §2 "customer support and reply"): the namespaces their shells hand them. Here, not
 * beside the islands' hooks (support-text.ts): a server module importing 'next-intl' makes its client provider part
 * of the page's first load.
 */
export const SUPPORT_NAMESPACES = ['selfService.support', 'selfService.errors', 'selfService.menu.support', 'pager'] as const;

/** Both pages are cached shells (issue 27 item 3), only where the venue allows support (spec §2 footer rule; the provider answers 404 otherwise too). */
export async function supportShell(params: Promise<SiteParams>) {
  const shell = await personalShell(params, SUPPORT_PATH);
  if (!shell.site.allowSupport) notFound();
  return { ...shell, labels: await personalLoadLabels(shell.locale, shell.t) };
}
