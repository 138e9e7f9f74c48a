/** spec §6: schedule-control channels differ by public user, member and partner. */
export type Channel = 'public' | 'members' | 'partners';

export function channelOf(user: { b2b_id?: unknown; membership_card_number?: unknown } | null): Channel {
  if (user?.b2b_id) return 'partners';
  if (user?.membership_card_number) return 'members';
  return 'public';
}
