import { z } from '@/lib/zod';

/**
 * The booking modal's choices kept across a single sign-on (issue 12 item 4): the sign-on leaves the page, so the
 * modal's service, date, duration, facility filter, time range, slot, step, ticket quantities and terms agreement
 * go to the tab's session storage just before, and come back once the visitor is on the same page again (same path
 * and query, so the same language). Kept once and for a short while: the sign-on cookie lives 10 minutes
 * (SSO_NEXT_MAX_AGE_SECONDS), so do the choices.
 */
export const RESUME_MAX_AGE_MS = 10 * 60_000;
const keyOf = (host: string) => `booking-resume:${host}`;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

const choicesSchema = z.object({
  serviceId: z.number().int().positive(),
  date: z.string().regex(DATE),
  duration: z.number().int().positive().nullable(),
  facilityFilter: z.number().int().positive().nullable(),
  rangeId: z.string().max(20),
  slotStart: z.string().regex(TIME).nullable(),
  step: z.union([z.literal(1), z.literal(2)]),
  quantities: z.record(z.string().regex(/^\d{1,12}$/), z.number().int().min(0).max(1000)),
  agreed: z.boolean(),
});
export type BookingChoices = z.infer<typeof choicesSchema>;

const savedSchema = z.object({ path: z.string().startsWith('/').max(2000), savedAt: z.number(), choices: choicesSchema });

/** Keeps the choices for the page `path` (pathname + query) of venue `host`. */
export function saveResume(storage: Pick<Storage, 'setItem'>, host: string, path: string, choices: BookingChoices, now: number): void {
  try {
    storage.setItem(keyOf(host), JSON.stringify({ path, savedAt: now, choices }));
  } catch {
    // Storage full or refused: the visitor chooses again after the sign-on.
  }
}

/**
 * The choices kept for this page, once: whatever is stored is removed, and only well-formed choices for the same
 * page (so the same language), younger than RESUME_MAX_AGE_MS, are answered.
 */
export function takeResume(storage: Pick<Storage, 'getItem' | 'removeItem'>, host: string, path: string, now: number): BookingChoices | null {
  let raw: string | null = null;
  try {
    raw = storage.getItem(keyOf(host));
  } catch {
    return null;
  }
  if (raw == null) return null;
  let saved: unknown = null;
  try {
    saved = JSON.parse(raw);
  } catch {
    // junk: dropped below
  }
  const parsed = savedSchema.safeParse(saved);
  const ok = parsed.success && parsed.data.path === path && now - parsed.data.savedAt >= 0 && now - parsed.data.savedAt <= RESUME_MAX_AGE_MS;
  // Not for this page: left for the page it belongs to (until it is too old or malformed).
  if (parsed.success && parsed.data.path !== path && now - parsed.data.savedAt <= RESUME_MAX_AGE_MS) return null;
  storage.removeItem(keyOf(host));
  return ok ? parsed.data.choices : null;
}
