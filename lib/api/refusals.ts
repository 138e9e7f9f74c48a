import { ApiError } from './client';

/** The message to show for a refusal: the provider's `data.message`, then its `message`, else the fallback (spec §8). */
export function refusalMessage(e: unknown, fallback: string): string {
  if (!(e instanceof ApiError)) return fallback;
  const inner = (e.data as { message?: unknown } | null)?.message;
  return (typeof inner === 'string' && inner) || e.serverMessage || fallback;
}

/** Spec §8 capacity refusals from the provider (409), turned into message keys with their values. */
export function capacityFromServer(e: unknown): { key: 'capacityReached' } | { key: 'capacityRemaining'; remaining: number; requested: number } | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  const m = /remaining capacity is (\d+), requested capacity is (\d+)/.exec(e.serverMessage ?? '');
  return m ? { key: 'capacityRemaining', remaining: Number(m[1]), requested: Number(m[2]) } : { key: 'capacityReached' };
}
