/**
 * Work a visitor did not ask for waits until the page has been theirs for a few seconds (counted from the navigation,
 * so a slow load does not add to it), then for an idle main thread: what they came for is on screen and answers their
 * first taps first. Two things wait so on a page's load:
 * - spec §4 lead modal: on landing it opens by itself once the form is fetched; the storefront asks for the form only
 *   then (its first render, code, form and a modal's whole-page style and layout, was a first visit's longest task on
 *   a phone), docs/decisions.md "The lead pop-up after the page";
 * - spec §2 and §4 app checks, on every page load: the device clock against the venue's and the deployed version
 *   (React Query's core, their fetches: ~190 ms of a phone's main thread in the first seconds of every page),
 *   docs/decisions.md "The app checks after the page".
 */
export const LANDING_AFTER_MS = 5000;

/** How long such work still waits, `sinceNavigationMs` after the page's navigation started. */
export function landingWait(sinceNavigationMs: number): number {
  if (!Number.isFinite(sinceNavigationMs) || sinceNavigationMs < 0) return LANDING_AFTER_MS;
  return Math.max(0, LANDING_AFTER_MS - sinceNavigationMs);
}
