'use client';
import Link from 'next/link';
import { useEffect, useState } from 'react';

interface SessionView {
  name: string;
}

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
}: {
  loginHref: string;
  profileHref: string;
  bookingsHref: string;
  logoutHref: string;
  labels: { login: string; profile: string; bookings: string; logout: string };
}) {
  const [user, setUser] = useState<SessionView | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let alive = true;
    fetch('/api/session', { cache: 'no-store' })
      .then((r) => (r.ok ? r.json() : null))
      .then((s: { user?: { name?: string; anonymous?: boolean } | null } | null) => {
        if (alive && s?.user && !s.user.anonymous) setUser({ name: s.user.name ?? '' });
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  if (!user) {
    return (
      <Link href={loginHref} className="button button-outline login-link">
        {labels.login}
      </Link>
    );
  }
  // Spec §9: the name in the narrow profile menu is truncated to 10 characters.
  const short = user.name.length > 10 ? `${user.name.slice(0, 10)}…` : user.name;
  return (
    <div className="user-menu">
      <button type="button" aria-expanded={open} aria-controls="user-menu-list" onClick={() => setOpen(!open)} className="button button-outline">
        <span className="narrow-only">{short}</span>
        <span className="wide-only">{user.name}</span>
      </button>
      <ul id="user-menu-list" hidden={!open} className="menu-popover">
        <li>
          <Link href={profileHref}>{labels.profile}</Link>
        </li>
        <li>
          <Link href={bookingsHref}>{labels.bookings}</Link>
        </li>
        <li>
          <a href={logoutHref}>{labels.logout}</a>
        </li>
      </ul>
    </div>
  );
}
