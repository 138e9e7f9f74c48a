import 'server-only';
import type { RequestContext } from '@/lib/provider/headers';
import { loadCustomerTags } from '@/lib/catalogue/loaders';
import type { Tenant } from '@/lib/tenant/tenants';
import * as calls from '@/lib/provider/self-service-calls';
import { partnerKind } from './customer';
import { DEFAULT_PREFERENCES, type Preferences } from './preferences';
import type { BookingKind } from './types';

/**
 * The personal pages' server-side reads (issue 13), one use case each, answering app types (lib/self-service/types.ts)
 * reshaped in lib/provider. Pages get this from personalPage() and never see the provider: every read runs under
 * personal() (lib/self-service/page.ts), so a 401 sends the visitor to /login with a way back (spec §8) whichever page asked.
 */
export function accountReads(ctx: RequestContext, read: <T>(p: Promise<T>) => Promise<T>, timeZone: string, tenant: Tenant) {
  return {
    bookings: (kind: BookingKind, q: { page: number; preset?: string | null; orderId?: number }) => read(calls.getBookings(ctx, kind, q, timeZone)),
    order: (orderId: string) => read(calls.getCustomerOrder(ctx, orderId)),
    family: () => read(calls.getFamily(ctx)),
    /** Spec §3: a business user (b2b_id) is a partner; b2b_type b2e (any case) an employee. */
    partnerKind: async () => partnerKind(await read(calls.getProfile(ctx))),
    partnerCredit: () => read(calls.getPartnerCredit(ctx)),
    guests: (page: number) => read(calls.getGuests(ctx, page)),
    supportTickets: (page: number) => read(calls.getSupportTickets(ctx, page)),
    supportTicket: (id: string) => read(calls.getSupportTicket(ctx, id)),
    profile: () => read(calls.getProfile(ctx)),
    /** The venue's purpose-of-visit choices, from the venue's cache; none when they cannot be read (the form leaves the field out). */
    customerTags: () => loadCustomerTags(tenant).catch(() => []),
    /** Preferences that cannot be read are the spec §3 defaults (size 16, language en): the page still opens. */
    preferences: (): Promise<Preferences> => calls.getPreferences(ctx).catch(() => DEFAULT_PREFERENCES),
  };
}

export type AccountReads = ReturnType<typeof accountReads>;
