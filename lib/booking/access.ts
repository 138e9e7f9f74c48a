/** A visitor as /api/session describes them: null when nobody is signed in; a guest login is anonymous. */
export type SessionLike = { anonymous?: boolean } | null | undefined;

/** Guests (accounts' guest login) count as logged out for booking (spec §4 login state, §6). */
export const isSignedIn = (u: SessionLike) => !!u && !u.anonymous;

/** spec §5/§6: in the special mode a visitor who is not signed in (nobody, or a guest) is sent to login on opening booking. */
export function openingNeedsLogin(specialMode: boolean, user: SessionLike): boolean {
  return specialMode && !isSignedIn(user);
}
