import type { Query } from './client';

/**
 * Every React Query key of the islands, from one factory: the same server state is asked for under one key only
 * (the payer read by the cart and the checkout is one cache entry), and a mutation invalidates by the same name.
 * Keys start with their domain so `invalidateQueries({ queryKey: qk.booking.all })` reaches a whole family.
 *
 * Add a key here before using it; never write a key array inline in a component.
 */
export const qk = {
  session: ['session'] as const,
  /** The signed-in customer (customers/me): the profile card, the payer and the first visitor select from it. */
  customer: ['customer'] as const,
  /** The profile form's customer (customers/profile) and their saved preferences (the profile page's island). */
  editableProfile: ['customer', 'editable'] as const,
  preferences: ['preferences'] as const,
  /** The customer's family as the family page shows it (the booking modal's visitors are qk.booking.family). */
  family: ['family'] as const,
  /** The business partner's credit facility, and one page of their guests (the partner page's island). */
  partnerCredit: ['partner', 'credit'] as const,
  guests: (page: number) => ['partner', 'guests', page] as const,
  guestPages: ['partner', 'guests'] as const,
  balances: ['balances'] as const,
  /** One page of the customer's transactions (the transactions page's island). */
  transactions: (page: number) => ['transactions', page] as const,
  /** One page of the wallet's or the Q-points' history, with the balance (the ledger pages' island). */
  ledger: (kind: 'wallet' | 'qpoints', page: number) => ['ledger', kind, page] as const,
  cards: ['cards'] as const,
  /** Customer support's islands: one page of the tickets, one ticket; `all` is invalidated after opening or replying. */
  support: {
    all: ['support'] as const,
    list: (page: number) => ['support', 'list', page] as const,
    ticket: (id: string) => ['support', 'ticket', id] as const,
  },
  /** The booking history's pages (the history island); `all` is invalidated after a reschedule or a cancel. */
  bookings: {
    all: ['bookings'] as const,
    list: (kind: string, page: number, preset: string) => ['bookings', kind, page, preset] as const,
  },
  addons: (facilityId: number, date: string, start: string, end: string) => ['addons', facilityId, date, start, end] as const,
  benefits: (signature: string) => ['benefits', signature] as const,
  /** The provider's figures of the cart at checkout (orders/quote, issue 23). */
  quote: (signature: string) => ['quote', signature] as const,
  /** The customer's order waiting for payment (orders/pending, issue 24). */
  pendingOrder: ['pending-order'] as const,
  workshopCheck: (programmeId: number, packageId: number, startDate: string, days: readonly number[]) => ['workshop-check', programmeId, packageId, startDate, days.join(',')] as const,
  /** The facility booking modal and its visitor form (lib/api/booking.ts). */
  booking: {
    all: ['booking'] as const,
    services: () => ['booking', 'services'] as const,
    filters: (serviceId: number) => ['booking', 'filters', serviceId] as const,
    rentalTickets: (serviceId: number) => ['booking', 'rentalTickets', serviceId] as const,
    schedule: (query: Query) => ['booking', 'schedule', query] as const,
    /** Every schedule asked for: after a hold, another slot is chosen on the provider's new answer (issue 23 item 1). */
    schedules: () => ['booking', 'schedule'] as const,
    threshold: () => ['booking', 'threshold'] as const,
    visitorFields: (serviceId: number) => ['booking', 'visitorFields', serviceId] as const,
    tags: () => ['booking', 'tags'] as const,
    family: () => ['booking', 'family'] as const,
    familyData: (customerId: number) => ['booking', 'familyData', customerId] as const,
  },
  search: (term: string) => ['search', term] as const,
  leadForm: ['lead-form'] as const,
  eventsInRange: (from: string, to: string) => ['events-in-range', from, to] as const,
  deployedVersion: ['app-checks', 'version'] as const,
  clockCheck: ['app-checks', 'clock'] as const,
} as const;
