import type { SessionUser } from '../provider/auth';

/**
 * The session's view of the customer (issue 16 §5): whether they are a guest (spec §4: anonymous users count as
 * signed out in the header), a member or a partner (spec §6: the schedule-control channel). Nothing the customer
 * typed, so the session cookie's size does not depend on the profile.
 */
export interface SessionFlags {
  anonymous: boolean;
  member: boolean;
  partner: boolean;
}

export function sessionFlags(u: Pick<SessionUser, 'anonymous' | 'membershipCardNumber' | 'b2bId'>): SessionFlags {
  return { anonymous: u.anonymous, member: Boolean(u.membershipCardNumber), partner: Boolean(u.b2bId) };
}
