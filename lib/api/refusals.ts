import { ApiError } from './errors';
import { slotRefusalKey, type ServerCapacity } from '../booking/capacity';

/** The message to show for a refusal: the provider's `data.message`, then its `message`, else the fallback (spec §8). */
export function refusalMessage(e: unknown, fallback: string): string {
  if (!(e instanceof ApiError)) return fallback;
  const inner = (e.data as { message?: unknown } | null)?.message;
  return (typeof inner === 'string' && inner) || e.serverMessage || fallback;
}

/** Spec §8 capacity refusals from the provider (409), turned into message keys with their values. */
export function capacityFromServer(e: unknown): ServerCapacity | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  // Issue 23 item 1: a slot taken by a linked facility's booking or an academy class.
  const slot = slotRefusalKey((e.data as { code?: unknown } | null)?.code);
  if (slot) return { key: slot };
  const m = /remaining capacity is (\d+), requested capacity is (\d+)/.exec(e.serverMessage ?? '');
  return m ? { key: 'capacityRemaining', remaining: Number(m[1]), requested: Number(m[2]) } : { key: 'capacityReached' };
}
