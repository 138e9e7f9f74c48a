'use client';
import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { truncateName } from '@/lib/self-service/menu';
import type { UserMenuProps } from './UserMenu';

/** The header's profile menu of a signed-in customer (spec §2, §9): loaded only when someone is signed in. */
export default function SignedInMenu({
  user,
  profileHref,
  bookingsHref,
  logoutHref,
  labels,
  bookingsIcon = false,
  variant = 'menu',
}: Omit<UserMenuProps, 'loginHref'> & { user: { name: string } }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (variant === 'drawer') {
    return (
      <ul className="drawer-account">
        <li>
          <AppLink href={profileHref}>{labels.profile}</AppLink>
        </li>
        <li>
          <a href={logoutHref} className="button button-outline">
            {labels.logout}
          </a>
        </li>
      </ul>
    );
  }
  // Spec §9: the name in the narrow profile menu is truncated to 10 characters.
  const short = truncateName(user.name);
  return (
    <div className="user-menu">
      {bookingsIcon && bookingsHref ? (
        <AppLink href={bookingsHref} className="icon-link" aria-label={labels.bookings}>
          <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="3" y="5" width="18" height="16" rx="2" />
            <path d="M3 10h18M8 3v4M16 3v4" />
          </svg>
        </AppLink>
      ) : null}
      <button type="button" aria-expanded={open} aria-controls="user-menu-list" onClick={() => setOpen(!open)} className="button button-outline">
        <span className="narrow-only">{short}</span>
        <span className="wide-only">{user.name}</span>
      </button>
      {/* The menu closes on choosing an entry (issue 24.7): the header stays mounted across client navigations. */}
      <ul id="user-menu-list" hidden={!open} className="menu-popover">
        <li>
          <AppLink href={profileHref} onClick={close}>
            {labels.profile}
          </AppLink>
        </li>
        {bookingsHref ? (
          <li>
            <AppLink href={bookingsHref} onClick={close}>
              {labels.bookings}
            </AppLink>
          </li>
        ) : null}
        <li>
          <a href={logoutHref} onClick={close}>
            {labels.logout}
          </a>
        </li>
      </ul>
    </div>
  );
}
