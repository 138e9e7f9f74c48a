'use client';
import { useEffect, useState } from 'react';
import { hasSignedInHint } from '../auth/session-cookie';

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
 * Whether this browser may be signed in: the server sets the hint cookie beside the session cookie
 * (lib/auth/session-cookie.ts). Without it nobody is, and a visitor's page views neither load the session cache
 * (React Query) nor ask /api/session (130-140 ms of a first page's main-thread work at a phone's 4 × CPU).
 */
const maySignIn = () => hasSignedInHint(document.cookie);

/** The hooks that found no hint, woken when a sign-in in this page sets one. */
const waiting = new Set<() => void>();

/**
 * The session: the cached answer however many islands need it, or `fresh` where the answer may have changed in
 * this page (a guest login in the booking modal, an emptied cart). Never rejects: an unreadable session is null.
 */
export function fetchSession({ fresh = false }: { fresh?: boolean } = {}): Promise<SessionUser | null> {
  if (!maySignIn()) return Promise.resolve(null);
  return cache().then((m) => m.cachedSession(fresh));
}

/** Someone signed in without leaving the page (the login modal): every island reading the session asks again. */
export function announceSessionChange(): void {
  for (const wake of [...waiting]) wake();
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
    const observe = () => {
      waiting.delete(observe);
      void cache().then((m) => {
        if (live && !stop) stop = m.observeSession(fresh, setState);
      });
    };
    if (maySignIn()) observe();
    else {
      setState({ user: null, loaded: true });
      waiting.add(observe);
    }
    return () => {
      live = false;
      waiting.delete(observe);
      stop?.();
    };
  }, [fresh]);
  return state;
}
