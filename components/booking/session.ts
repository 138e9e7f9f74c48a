'use client';
import { useEffect, useState } from 'react';

import { channelOf, type Channel } from '@/lib/booking/channel';
import { isSignedIn } from '@/lib/booking/access';

/** Who is signed in (GET /api/session → { user: { name, anonymous, member, partner } | null }); never the token. */
export interface SessionUser {
  name: string;
  anonymous: boolean;
  member?: boolean;
  partner?: boolean;
}

export function useSessionUser(): { user: SessionUser | null; loaded: boolean } {
  const [state, setState] = useState<{ user: SessionUser | null; loaded: boolean }>({ user: null, loaded: false });
  useEffect(() => {
    let live = true;
    fetch('/api/session', { credentials: 'same-origin' })
      .then((r) => (r.ok ? r.json() : { user: null }))
      .then((j: { user?: SessionUser | null }) => live && setState({ user: j.user ?? null, loaded: true }))
      .catch(() => live && setState({ user: null, loaded: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}

/** spec §6 schedule-control channel of the visitor; a guest books on the public channel. */
export const sessionChannel = (u: SessionUser | null): Channel =>
  !u || u.anonymous ? 'public' : channelOf({ membership_card_number: u.member || null, b2b_id: u.partner || null });

/** Anonymous (guest) users count as logged out (spec §4 login state). */
export const isLoggedIn = (u: SessionUser | null) => isSignedIn(u);
