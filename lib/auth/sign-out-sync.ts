import type { AppLocale } from '../i18n/locales';
import { href } from '../routing/links';
import { isLoginRequired } from '../routing/sections';

/**
 * One sign-out for every tab (issue 24.6). The tab that signs out tells the venue's other open tabs at once, through
 * a BroadcastChannel, with a localStorage write as the fallback where there is none (its `storage` event reaches the
 * other tabs of the same origin). Both are per origin, so one venue's sign-out never reaches another venue's tabs.
 * Nothing personal travels: the message is only a time stamp.
 */
export const SIGN_OUT_CHANNEL = 'storefront:sign-out';
export const SIGN_OUT_STORAGE_KEY = 'storefront:signed-out';

/** Where a tab goes when the customer signed out in another one: null stays (the header and cart refresh in place). */
export function afterSignOutElsewhere(pathname: string, search: string, locale: AppLocale): string | null {
  // A personal page (login required, spec §2) leaves at once for the login page, with the way back.
  if (isLoginRequired(pathname)) return href('/login', locale, { nextUrl: `${pathname}${search}` });
  // An order's result page shows ticket holders and codes: home.
  if (/^\/(paymentsuccess|paymentfailed)(\/|$)/.test(pathname)) return href('/', locale);
  // The cart page shows the customer's cart and payer details: it is drawn again, empty (spec §4 logout resets the cart).
  if (/^\/cart\/?$/.test(pathname)) return `${pathname}${search}`;
  return null;
}

/** Tells the other tabs of this venue that the customer signed out (after the session cookie is gone). */
export function announceSignOut(): void {
  const stamp = String(Date.now());
  try {
    const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
    channel.postMessage(stamp);
    channel.close();
  } catch {
    // No BroadcastChannel: the storage event below carries it.
  }
  try {
    window.localStorage.setItem(SIGN_OUT_STORAGE_KEY, stamp);
  } catch {
    // Storage refused (private mode): the channel carried it, or the next request finds the session gone.
  }
}

/**
 * Calls `onSignedOut` when another tab of this venue signs out; once per sign-out although both ways may deliver it.
 * Returns the unsubscribe.
 */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  let last = '';
  const fire = (stamp: unknown) => {
    const s = typeof stamp === 'string' ? stamp : '';
    if (s && s === last) return;
    last = s;
    onSignedOut();
  };
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
    channel.onmessage = (e: MessageEvent) => fire(e.data);
  } catch {
    channel = null;
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key === SIGN_OUT_STORAGE_KEY && e.newValue) fire(e.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
