/** Where the booking modal's choices wait across a single sign-on (lib/booking/resume.ts), per venue. */
export const resumeKey = (host: string) => `booking-resume:${host}`;

/**
 * Whether choices wait at all: the booking button asks this on every page before it loads the reader, so a page
 * nobody came back to from a sign-on loads nothing more (issue 27 §2).
 */
export function choicesKept(storage: Pick<Storage, 'getItem'>, host: string): boolean {
  try {
    return storage.getItem(resumeKey(host)) !== null;
  } catch {
    return false;
  }
}
