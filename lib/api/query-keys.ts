/**
 * Every React Query key of the islands, from one factory: the same server state is asked for under one key only
 * (the payer read by the cart and the checkout is one cache entry), and a mutation invalidates by the same name.
 * Keys start with their domain so `invalidateQueries({ queryKey: qk.profile.all })` reaches a whole family.
 *
 * Add a key here before using it; never write a key array inline in a component.
 */
export const qk = {
  session: ['session'] as const,
  payer: ['payer'] as const,
  balances: ['balances'] as const,
  cards: ['cards'] as const,
  addons: (facilityId: number, date: string, start: string, end: string) => ['addons', facilityId, date, start, end] as const,
  benefits: (signature: string) => ['benefits', signature] as const,
  search: (term: string) => ['search', term] as const,
  leadForm: ['lead-form'] as const,
  eventsInRange: (from: string, to: string) => ['events-in-range', from, to] as const,
  deployedVersion: ['app-checks', 'version'] as const,
  clockCheck: ['app-checks', 'clock'] as const,
} as const;
