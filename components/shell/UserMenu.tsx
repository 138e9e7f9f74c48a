'use client';
import { AppLink } from '@/components/ui/AppLink';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/api/session';
import { isSignedIn } from '@/lib/booking/access';
import { truncateName } from '@/lib/self-service/menu';

/**
 * Login link or profile menu (spec §2). The public page is cached for everyone, so who is signed in is asked
 * after load; anonymous (guest) users count as logged out in the header (spec §4).
 */
export function UserMenu({
  loginHref,
  profileHref,
  bookingsHref,
  logoutHref,
  labels,
  bookingsIcon = false,
  variant = 'menu',
}: {
  loginHref: string;
  profileHref: string;
  /** The venue's bookings history (lib/self-service/menu.ts headerBookingsEntry); null: no such entry. */
  bookingsHref: string | null;
  logoutHref: string;
  labels: { login: string; profile: string; bookings: string; logout: string };
  /** Special mode (spec §2): a signed-in user also gets a facility-bookings icon in the header. */
  bookingsIcon?: boolean;
  /** 'drawer': plain links (profile, logout) for the side drawer instead of a popover menu. */
  variant?: 'menu' | 'drawer';
}) {
  const session = useSession().user;
  const user = isSignedIn(session) ? session : null;
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!user) {
    return (
      <AppLink href={loginHref} className="button button-outline login-link">
        {labels.login}
      </AppLink>
    );
  }
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
