'use client';
import { lazy, Suspense, useEffect } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { useSession } from '@/lib/api/session';
import { hasSignedInHint } from '@/lib/auth/session-cookie';
import { isSignedIn } from '@/lib/booking/access';

// The signed-in menu's code loads only where someone may be signed in: a visitor's pages never carry it.
const loadSignedInMenu = () => import('./SignedInMenu');
const SignedInMenu = lazy(loadSignedInMenu);

export interface UserMenuProps {
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
}

/**
 * Login link or profile menu (spec §2). The public page is cached for everyone, so who is signed in is asked
 * after load; anonymous (guest) users count as logged out in the header (spec §4).
 */
export function UserMenu({ loginHref, ...menu }: UserMenuProps) {
  const session = useSession().user;
  const user = isSignedIn(session) ? session : null;
  // Fetched beside the session's own request when the signed-in hint says someone may be.
  useEffect(() => {
    if (hasSignedInHint(document.cookie)) void loadSignedInMenu().catch(() => undefined);
  }, []);
  const login = (
    <AppLink href={loginHref} className="button button-outline login-link">
      {menu.labels.login}
    </AppLink>
  );
  if (!user) return login;
  return (
    <Suspense fallback={login}>
      <SignedInMenu user={user} {...menu} />
    </Suspense>
  );
}
