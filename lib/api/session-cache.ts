import { QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { api } from './client';
import { qk } from './query-keys';
import type { SessionState, SessionUser } from './session';

/**
 * The session in React Query (loaded by lib/api/session.ts on first use). One cache entry, qk.session, in the
 * islands' one browser QueryClient: the header, the drawer, the cart and the booking modal share it, a sign-in in
 * the page invalidates it.
 */

const sessionAnswer: { safeParse(v: unknown): { success: true; data: { user: SessionUser | null } } | { success: false } } = {
  safeParse(v) {
    const u = (v as { user?: Partial<SessionUser> | null } | null)?.user;
    if (v === null || typeof v !== 'object') return { success: false };
    return { success: true, data: { user: u ? { name: u.name ?? '', anonymous: !!u.anonymous, member: !!u.member, partner: !!u.partner } : null } };
  },
};

/** GET /api/session on the islands' client; any failure reads as nobody signed in. */
export async function readSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return (await api.get('/api/session', { schema: sessionAnswer, signal })).user;
  } catch {
    return null;
  }
}

const options = (fresh: boolean): QueryObserverOptions<SessionUser | null> => ({
  queryKey: qk.session,
  queryFn: ({ signal }) => readSession(signal),
  staleTime: fresh ? 0 : Infinity,
});

export async function cachedSession(fresh: boolean): Promise<SessionUser | null> {
  const client = queryClient();
  // A sign-in announced meanwhile cancels the fetch in flight and starts another: wait for that one instead.
  const ask = () => client.fetchQuery(options(fresh));
  return ask().catch(() => ask().catch(() => null));
}

export function invalidateSession(): Promise<void> {
  return queryClient().invalidateQueries({ queryKey: qk.session });
}

/** Follows the cached session (fetching it when missing, or on subscribe with `fresh`); answers the unsubscribe. */
export function observeSession(fresh: boolean, onChange: (s: SessionState) => void): () => void {
  const observer = new QueryObserver(queryClient(), options(fresh));
  const stop = observer.subscribe((r) => onChange({ user: r.data ?? null, loaded: fresh ? r.isFetchedAfterMount && !r.isFetching : r.isSuccess }));
  const r = observer.getCurrentResult();
  onChange({ user: r.data ?? null, loaded: fresh ? false : r.isSuccess });
  return stop;
}
