'use client';
import { useEffect, useState } from 'react';

/**
 * Who is signed in, as GET /api/session answers it (never the token or the card number): null when nobody is;
 * a guest login is `anonymous`; `member` and `partner` pick the booking's schedule-control channel (spec §6).
 *
 * React Query holds the answer (one cache entry, qk.session, lib/api/session-cache.ts), so every island asking
 * (header, drawer, cart, booking) shares one request. This module stays light: it loads the cache module when the
 * session is first asked for, so a public page's first load never carries React Query.
 */
export interface SessionUser {
  name: string;
  anonymous: boolean;
  member: boolean;
  partner: boolean;
}

const cache = () => import('./session-cache');

/**
 * The session: the cached answer however many islands need it, or `fresh` where the answer may have changed in
 * this page (a guest login in the booking modal, an emptied cart). Never rejects: an unreadable session is null.
 */
export function fetchSession({ fresh = false }: { fresh?: boolean } = {}): Promise<SessionUser | null> {
  return cache().then((m) => m.cachedSession(fresh));
}

/** Someone signed in without leaving the page (the login modal): every island reading the session asks again. */
export function announceSessionChange(): void {
  void cache().then((m) => m.invalidateSession());
}

export interface SessionState {
  user: SessionUser | null;
  /** True once the answer is in (with `fresh`: the answer asked for by this component). */
  loaded: boolean;
}

/** The session for a component, observed in the React Query cache: asked again after a sign-in in the page. */
export function useSession({ fresh = false }: { fresh?: boolean } = {}): SessionState {
  const [state, setState] = useState<SessionState>({ user: null, loaded: false });
  useEffect(() => {
    let stop: (() => void) | null = null;
    let live = true;
    void cache().then((m) => {
      if (live) stop = m.observeSession(fresh, setState);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [fresh]);
  return state;
}
