/** spec §6: schedule-control channels differ by public user, member and partner. */
export type Channel = 'public' | 'members' | 'partners';

/** The visitor's channel; nobody and a guest (anonymous) book on the public one, a partner's wins over a member's. */
export function channelOf(user: { member?: boolean; partner?: boolean; anonymous?: boolean } | null): Channel {
  if (!user || user.anonymous) return 'public';
  if (user.partner) return 'partners';
  if (user.member) return 'members';
  return 'public';
}
