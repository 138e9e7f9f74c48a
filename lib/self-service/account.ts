import 'server-only';
import type { RequestContext } from '@/lib/provider/headers';
import * as calls from '@/lib/provider/self-service-calls';
import type { BookingKind } from './types';

/**
 * The personal pages' server-side reads (issue 13), one use case each, answering app types (lib/self-service/types.ts)
 * reshaped in lib/provider. Pages get this from personalPage() and never see the provider: every read runs under
 * personal() (lib/self-service/page.ts), so a 401 sends the visitor to /login with a way back (spec §8) whichever page asked.
 */
export function accountReads(ctx: RequestContext, read: <T>(p: Promise<T>) => Promise<T>, timeZone: string) {
  return {
    bookings: (kind: BookingKind, q: { page: number; preset?: string | null; orderId?: number }) => read(calls.getBookings(ctx, kind, q, timeZone)),
    order: (orderId: string) => read(calls.getCustomerOrder(ctx, orderId)),
  };
}

export type AccountReads = ReturnType<typeof accountReads>;
