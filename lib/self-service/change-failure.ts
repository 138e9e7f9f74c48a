import { isProviderError } from '@/lib/provider/errors';

/** The provider's refusal of a move or cancel as a `selfService.history` / `selfService.errors` key. */
export function changeFailureKey(e: unknown): string {
  if (!isProviderError(e)) return 'generic';
  const code = (e.data as { code?: string } | null)?.code;
  if (code === 'past_day') return 'pastDay';
  if (code === 'past_time') return 'pastHour';
  if (code === 'outside_window') return 'outsideWindow';
  if (e.status === 409 || code === 'slot_full') return 'slotTaken';
  if (code === 'not_allowed') return 'notAllowed';
  if (e.status === 404) return 'notFound';
  return 'generic';
}
