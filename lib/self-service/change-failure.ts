import { slotRefusalKey } from '@/lib/booking/capacity';
import { isProviderError } from '@/lib/provider/errors';

/** The provider's refusal of a move or cancel as a `selfService.history` / `selfService.errors` key. */
export function changeFailureKey(e: unknown): string {
  if (!isProviderError(e)) return 'generic';
  const code = (e.data as { code?: string } | null)?.code;
  if (code === 'past_day') return 'pastDay';
  if (code === 'past_time') return 'pastHour';
  if (code === 'outside_window') return 'outsideWindow';
  // Issue 23 item 1: a slot a linked facility's booking or an academy class takes says so, as in the booking flow.
  const slot = slotRefusalKey(code);
  if (slot) return slot;
  if (e.status === 409 || code === 'slot_full') return 'slotTaken';
  if (code === 'not_allowed') return 'notAllowed';
  if (e.status === 404) return 'notFound';
  return 'generic';
}
