'use client';
import { useEffect, useState } from 'react';

export interface SessionView {
  name: string;
  anonymous: boolean;
}

let pending: Promise<SessionView | null> | null = null;

/** Who is signed in, asked once per page load however many islands need it (header, drawer). */
export function fetchSessionView(): Promise<SessionView | null> {
  pending ??= fetch('/api/session', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null))
    .then((s: { user?: { name?: string; anonymous?: boolean } | null } | null) =>
      s?.user ? { name: s.user.name ?? '', anonymous: !!s.user.anonymous } : null,
    )
    .catch(() => null);
  return pending;
}

/** Forget the cached answer (after signing in or out in this page). */
export function resetSessionView(): void {
  pending = null;
}

/** The signed-in customer; anonymous (guest) users count as signed out in the header (spec §4). */
export function useSignedInUser(): SessionView | null {
  const [user, setUser] = useState<SessionView | null>(null);
  useEffect(() => {
    let alive = true;
    void fetchSessionView().then((u) => alive && setUser(u && !u.anonymous ? u : null));
    return () => {
      alive = false;
    };
  }, []);
  return user;
}
