/**
 * The booking modal's choices kept across a single sign-on (issue 12 item 4): the sign-on leaves the page, so the
 * modal's service, date, duration, facility filter, time range, slot, step, ticket quantities and terms agreement
 * go to the tab's session storage just before, and come back once the visitor is on the same page again (same path
 * and query, so the same language). Kept once and for a short while: the sign-on cookie lives 10 minutes
 * (SSO_NEXT_MAX_AGE_SECONDS), so do the choices.
 */
import { resumeKey as keyOf } from './resume-key';

export const RESUME_MAX_AGE_MS = 10 * 60_000;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

export interface BookingChoices {
  serviceId: number;
  /** YYYY-MM-DD */
  date: string;
  duration: number | null;
  facilityFilter: number | null;
  rangeId: string;
  /** HH:MM or HH:MM:SS */
  slotStart: string | null;
  step: 1 | 2;
  /** Product id → tickets chosen on step 2. */
  quantities: Record<string, number>;
  agreed: boolean;
}

// Checked by hand rather than with zod: the launcher reading this is in the first-load JS of every page with booking.
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
const isIdOrNull = (v: unknown) => v === null || isId(v);
const isQuantities = (v: unknown) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) &&
  Object.entries(v).every(([k, n]) => /^\d{1,12}$/.test(k) && Number.isInteger(n) && n >= 0 && n <= 1000);

function isChoices(c: unknown): c is BookingChoices {
  if (typeof c !== 'object' || c === null) return false;
  const o = c as Record<string, unknown>;
  return (
    isId(o.serviceId) &&
    typeof o.date === 'string' && DATE.test(o.date) &&
    isIdOrNull(o.duration) &&
    isIdOrNull(o.facilityFilter) &&
    typeof o.rangeId === 'string' && o.rangeId.length <= 20 &&
    (o.slotStart === null || (typeof o.slotStart === 'string' && TIME.test(o.slotStart))) &&
    (o.step === 1 || o.step === 2) &&
    isQuantities(o.quantities) &&
    typeof o.agreed === 'boolean'
  );
}

interface Saved {
  path: string;
  savedAt: number;
  choices: BookingChoices;
}

const isSaved = (v: unknown): v is Saved => {
  const o = v as Partial<Saved> | null;
  return !!o && typeof o.path === 'string' && o.path.startsWith('/') && o.path.length <= 2000 && typeof o.savedAt === 'number' && isChoices(o.choices);
};

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
  const good = isSaved(saved) ? saved : null;
  const fresh = !!good && now - good.savedAt >= 0 && now - good.savedAt <= RESUME_MAX_AGE_MS;
  // Not for this page: left for the page it belongs to (until it is too old or malformed).
  if (good && fresh && good.path !== path) return null;
  storage.removeItem(keyOf(host));
  return good && fresh ? good.choices : null;
}
