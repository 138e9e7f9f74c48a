'use client';
import { useEffect, useState } from 'react';

/** Who is signed in (accounts contract: GET /api/session → { user: { name, anonymous } | null }). */
export interface SessionUser {
  name: string;
  anonymous: boolean;
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

/** Anonymous (guest) users count as logged out (spec §4 login state). */
export const isLoggedIn = (u: SessionUser | null) => !!u && !u.anonymous;
