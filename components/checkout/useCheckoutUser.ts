'use client';
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { announceSessionChange, fetchSession, useSession, type SessionUser } from '@/lib/api/session';
import { qk } from '@/lib/api/query-keys';
import { checkouterOf, type Checkouter } from '@/lib/checkout/who';
import { payerOf } from '@/lib/checkout/payer';

/** The customer read, loaded on demand: its schemas (zod) stay out of the cart's first load. */
const profile = () => import('@/lib/api/profile');

/**
 * Who is at the cart and checkout (spec §6 roles), from the one session reader (lib/api/session.ts): `refresh` after
 * a sign-in over the page asks again everywhere (and drops the payer read for the one before); `signOut` when the
 * order route found no session after all, so the checkout offers to sign in.
 */
export function useCheckoutUser(): { user: SessionUser | null; who: Checkouter; loaded: boolean; refresh: () => void; signOut: () => void } {
  const qc = useQueryClient();
  const session = useSession();
  const [signedOut, setSignedOut] = useState(false);
  const refresh = useCallback(() => {
    qc.removeQueries({ queryKey: qk.customer });
    announceSessionChange();
    // The checkout offers to sign in until the new session is known.
    void fetchSession().then(() => setSignedOut(false));
  }, [qc]);
  const signOut = useCallback(() => setSignedOut(true), []);
  const user = signedOut ? null : session.user;
  return { user, who: checkouterOf(user), loaded: session.loaded, refresh, signOut };
}

/**
 * The payer's details from the profile (customers/me), selected from the one customer query (qk.customer) for the
 * cart (the member card) and the checkout (the payer form); `enabled` as each needs it.
 */
export function usePayer(enabled: boolean) {
  return useQuery({ queryKey: qk.customer, queryFn: async ({ signal }) => (await profile()).fetchCustomer(signal), select: payerOf, enabled, staleTime: 300_000, retry: false });
}
