'use client';
import { useEffect, useState } from 'react';

/**
 * Who is signed in, as GET /api/session answers it (never the token or the card number): null when nobody is;
 * a guest login is `anonymous`; `member` and `partner` pick the booking's schedule-control channel (spec §6).
 */
export interface SessionUser {
  name: string;
  anonymous: boolean;
  member: boolean;
  partner: boolean;
}

let shared: Promise<SessionUser | null> | null = null;

async function ask(): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/session', { cache: 'no-store', credentials: 'same-origin' });
    if (!res.ok) return null;
    const body = (await res.json()) as { user?: Partial<SessionUser> | null };
    const u = body.user;
    return u ? { name: u.name ?? '', anonymous: !!u.anonymous, member: !!u.member, partner: !!u.partner } : null;
  } catch {
    return null;
  }
}

/**
 * The session: asked once per page load however many islands need it (header, drawer), or `fresh` where the
 * answer may have changed in this page (a guest login in the booking modal, an emptied cart).
 */
export function fetchSession({ fresh = false }: { fresh?: boolean } = {}): Promise<SessionUser | null> {
  if (fresh || !shared) shared = ask();
  return shared;
}

const CHANGED = 'session-changed';

/** Someone signed in without leaving the page (the login modal): every island reading the session asks again. */
export function announceSessionChange(): void {
  shared = null;
  window.dispatchEvent(new Event(CHANGED));
}

/** The session for a component: `loaded` turns true once the answer is in; asked again after a sign-in in the page. */
export function useSession({ fresh = false }: { fresh?: boolean } = {}): { user: SessionUser | null; loaded: boolean } {
  const [state, setState] = useState<{ user: SessionUser | null; loaded: boolean }>({ user: null, loaded: false });
  useEffect(() => {
    let live = true;
    const load = (again: boolean) => void fetchSession({ fresh: again }).then((user) => live && setState({ user, loaded: true }));
    load(fresh);
    const onChange = () => load(false);
    window.addEventListener(CHANGED, onChange);
    return () => {
      live = false;
      window.removeEventListener(CHANGED, onChange);
    };
  }, [fresh]);
  return state;
}
