/**
 * Spec §4 lead modal: on landing it opens by itself once the form is fetched. The storefront asks for the form only
 * after the visitor has had the page to themselves for a few seconds (counted from the navigation, so a slow load
 * does not add to it): what they came for is on screen and answers their first taps before an offer they did not
 * ask for covers it, and the pop-up's first render (the longest task of a first visit on a phone: its code, its
 * form and the whole-page style and layout of a modal dialog) is not part of the page's load. docs/decisions.md
 * "The lead pop-up after the page".
 */
export const LEAD_LANDING_AFTER_MS = 5000;

/** How long the landing pop-up still waits, `sinceNavigationMs` after the page's navigation started. */
export function leadLandingWait(sinceNavigationMs: number): number {
  if (!Number.isFinite(sinceNavigationMs) || sinceNavigationMs < 0) return LEAD_LANDING_AFTER_MS;
  return Math.max(0, LEAD_LANDING_AFTER_MS - sinceNavigationMs);
}
