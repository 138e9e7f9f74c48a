import { ApiError } from './errors';
import type { ServerCapacity, SlotRefusalKey } from '../booking/capacity';

/** The message to show for a refusal: the provider's `data.message`, then its `message`, else the fallback (spec §8). */
export function refusalMessage(e: unknown, fallback: string): string {
  if (!(e instanceof ApiError)) return fallback;
  const inner = (e.data as { message?: unknown } | null)?.message;
  return (typeof inner === 'string' && inner) || e.serverMessage || fallback;
}

/** Issue 23 item 1: the provider's codes for a slot taken by a linked facility's booking or an academy class (sandbox/README.md). */
const SLOT_CODES: Record<string, SlotRefusalKey> = { linked_facility_booked: 'linkedFacilityBooked', class_scheduled: 'classScheduled' };

/** Spec §8 capacity refusals from the provider (409), turned into message keys with their values. */
export function capacityFromServer(e: unknown): ServerCapacity | null {
  if (!(e instanceof ApiError) || e.status !== 409) return null;
  const code = (e.data as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && Object.hasOwn(SLOT_CODES, code)) return { key: SLOT_CODES[code]! };
  const m = /remaining capacity is (\d+), requested capacity is (\d+)/.exec(e.serverMessage ?? '');
  return m ? { key: 'capacityRemaining', remaining: Number(m[1]), requested: Number(m[2]) } : { key: 'capacityReached' };
}
