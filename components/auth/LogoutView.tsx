'use client';
import { useEffect, useRef } from 'react';
import { logout } from '@/lib/auth/actions';
import { cartStorageKey, CART_EVENT } from '@/lib/cart/storage-key';
import { safeNextUrl } from '@/lib/routing/links';
import { announceSignOut } from '@/lib/auth/sign-out-sync';

/** Where a single sign-on asked the browser to go after logout (login's logoutUrl, same-origin only). */
export const LOGOUT_URL_KEY = 'storefront:logout-url';

/**
 * Spec §4: logout resets the user and the cart and goes home. `?expired=1` is the spec §8 401 instead (a personal
 * page rendered on the server met an ended session): only the session is cleared, the cart stays, and the visitor
 * goes to /login with 'Session expired, please login again' and the way back (same-origin nextUrl only). A
 * sign-out (not an expiry, which keeps the cart) is told to the other open tabs at once (components/shell/SignOutSync).
 */
export function LogoutView({ host, home, label }: { host: string; home: string; label: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    if (query.get('expired') === '1') {
      const lang = document.documentElement.lang === 'ar' ? 'ar' : 'en';
      const login = new URLSearchParams({ error: 'SessionExpired', lang });
      const back = safeNextUrl(query.get('nextUrl'));
      if (back && !back.startsWith('/login')) login.set('nextUrl', back);
      const toLogin = () => window.location.replace(`/login?${login.toString()}`);
      logout().then(toLogin, toLogin);
      return;
    }
    const finish = () => {
      // The session cookie is gone: the venue's other open tabs drop the customer now (issue 24.6).
      announceSignOut();
      window.sessionStorage.removeItem(cartStorageKey(host));
      window.dispatchEvent(new Event(CART_EVENT));
      const after = safeNextUrl(window.sessionStorage.getItem(LOGOUT_URL_KEY));
      window.sessionStorage.removeItem(LOGOUT_URL_KEY);
      window.location.replace(after ?? home);
    };
    logout().then(finish, finish);
  }, [host, home]);
  return (
    <p role="status" className="splash">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
