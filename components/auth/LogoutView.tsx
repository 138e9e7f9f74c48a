'use client';
import { useEffect, useRef } from 'react';
import { logout } from '@/lib/auth/actions';
import { cartStorageKey, CART_EVENT } from '@/lib/cart/storage-key';
import { safeNextUrl } from '@/lib/routing/links';

/** Where a single sign-on asked the browser to go after logout (login's logoutUrl, same-origin only). */
export const LOGOUT_URL_KEY = 'storefront:logout-url';

/** Spec §4: logout resets the user and the cart and goes home. */
export function LogoutView({ host, home, label }: { host: string; home: string; label: string }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = () => {
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
