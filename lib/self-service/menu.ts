/**
 * The profile menu (spec §2): entries filtered by the sections the venue enables (linked_to: events, training,
 * workshops, memberships, outlets and retail); 'Facility Bookings' is labelled 'My Bookings' for the tenants that
 * set `myBookingsLabel`. Partner tools for business partners (spec §6), support when `allow_support` is set.
 */
export type MenuKey =
  | 'profile'
  | 'facilityBookings'
  | 'myBookings'
  | 'eventBookings'
  | 'trainerSessions'
  | 'academyBookings'
  | 'memberships'
  | 'retail'
  | 'wallet'
  | 'qpoints'
  | 'transactions'
  | 'family'
  | 'partner'
  | 'support';

export interface MenuEntry {
  key: MenuKey;
  path: string;
}

interface MenuFacts {
  sections: readonly string[];
  facilityBooking: boolean;
  myBookingsLabel: boolean;
  partner: boolean;
  allowSupport: boolean;
}

const LINKED: Array<{ key: MenuKey; path: string; linkedTo: string[] }> = [
  { key: 'eventBookings', path: '/profile/event-bookings', linkedTo: ['events'] },
  { key: 'trainerSessions', path: '/profile/trainer-sessions', linkedTo: ['training'] },
  { key: 'academyBookings', path: '/profile/academy-bookings', linkedTo: ['workshops'] },
  { key: 'memberships', path: '/profile/memberships-bookings', linkedTo: ['memberships'] },
  { key: 'retail', path: '/profile/retail', linkedTo: ['outlets', 'retail'] },
];

export function profileMenu(f: MenuFacts): MenuEntry[] {
  const entries: MenuEntry[] = [{ key: 'profile', path: '/profile/user' }];
  if (f.facilityBooking) entries.push({ key: f.myBookingsLabel ? 'myBookings' : 'facilityBookings', path: '/profile/facility-bookings' });
  for (const l of LINKED) if (l.linkedTo.some((s) => f.sections.includes(s))) entries.push({ key: l.key, path: l.path });
  entries.push(
    { key: 'wallet', path: '/profile/user/wallet' },
    { key: 'qpoints', path: '/profile/user/q-points' },
    { key: 'transactions', path: '/profile/transactions' },
    { key: 'family', path: '/profile/family' },
  );
  if (f.partner) entries.push({ key: 'partner', path: '/profile/partner' });
  if (f.allowSupport) entries.push({ key: 'support', path: '/customer-support' });
  return entries;
}

const BOOKINGS: readonly MenuKey[] = ['facilityBookings', 'myBookings', 'eventBookings', 'trainerSessions', 'academyBookings', 'memberships', 'retail'];

/**
 * The header's bookings link (issue 24 §8): the profile menu's first booking history the venue has, so a venue
 * without facility booking never links to a page it answers 404 for; null when it has none.
 */
export function headerBookingsEntry(f: MenuFacts): MenuEntry | null {
  return profileMenu(f).find((e) => BOOKINGS.includes(e.key)) ?? null;
}

/** Spec §9: name in the narrow profile menu truncated to 10 characters (whole characters, not UTF-16 halves). */
export const NARROW_NAME_MAX = 10;
export function truncateName(name: string, max = NARROW_NAME_MAX): string {
  const chars = Array.from(name.trim());
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}
