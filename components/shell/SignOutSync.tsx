'use client';
import { useEffect } from 'react';
import { announceSessionChange } from '@/lib/api/session';
import { afterSignOutElsewhere, onSignOutElsewhere } from '@/lib/auth/sign-out-sync';
import { cartStorageKey, CART_EVENT } from '@/lib/cart/storage-key';

/**
 * One sign-out for every tab (issue 24.6): when the customer signs out in another tab of this venue, this tab drops
 * the cart (spec §4), asks the session again so the header shows the login link, and leaves a personal page at once
 * (lib/auth/sign-out-sync). Renders nothing.
 */
export function SignOutSync({ host }: { host: string }) {
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        if (window.location.pathname.startsWith('/logout')) return;
        window.sessionStorage.removeItem(cartStorageKey(host));
        window.dispatchEvent(new Event(CART_EVENT));
        const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
        const next = afterSignOutElsewhere(window.location.pathname, window.location.search, lang);
        if (next) window.location.replace(next);
        else announceSessionChange();
      }),
    [host],
  );
  return null;
}
