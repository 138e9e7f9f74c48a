import { href } from '@/lib/routing/links';
import type { AppLocale } from '@/lib/i18n/locales';

/**
 * Spec §5/§6: in the special mode a visitor who is not signed in and opens booking is sent to sign in, and comes
 * back to the page they opened it from. This is the one place that hand-off happens (today: the sign-in page with
 * nextUrl), so a sign-in dialog can take its place without touching the booking launcher.
 */
export function handOffToSignIn(locale: AppLocale, returnPath: string): void {
  window.location.assign(href('/login', locale, { nextUrl: returnPath }));
}
