import 'server-only';
import { venueNow } from '@/lib/booking/time';
import { reshapeOrder } from '@/lib/orders/reshape';
import type { OrderView, Refund } from '@/lib/orders/types';
import type { Booking, BookingKind, FamilyMember, Guest, Paged, SupportTicket } from '@/lib/self-service/types';
import { providerRequest } from './client';
import { orderDetailResponseSchema } from './commerce';
import { isProviderError } from './errors';
import { associatedResponseSchema, tagsResponseSchema } from './facilities';
import { reshapeNamed } from './facility-shapes';
import type { RequestContext } from './headers';
import type { Named } from '@/lib/booking/types';
import { preferencesResponseSchema, type PreferencesWire } from './preferences';
import {
  bookingChangeResponseSchema,
  refundQuoteResponseSchema,
  bookingsResponseSchema,
  guestsResponseSchema,
  guestUploadResponseSchema,
  messageOnlySchema,
  profileResponseSchema,
  supportTicketResponseSchema,
} from './self-service';
import { bookingsPage, bookingsQuery, familyMember, guestsPage, supportTicket } from './self-service-lists';

/**
 * The self-service calls (sandbox/README.md "Self-service"), one function each, answering app types. All need the
 * bearer; a 404 (another customer's id, or none) is answered as null where a page shows "not found".
 */
const notFound = (e: unknown) => isProviderError(e) && e.kind === 'http' && e.status === 404;
async function orNull<T>(p: Promise<T>): Promise<T | null> {
  try {
    return await p;
  } catch (e) {
    if (notFound(e)) return null;
    throw e;
  }
}


export async function getBookings(ctx: RequestContext, kind: BookingKind, q: { page: number; preset?: string | null; orderId?: number }, timeZone: string): Promise<Paged<Booking>> {
  const res = await providerRequest('customers/bookings', { ctx, schema: bookingsResponseSchema, query: bookingsQuery(kind, q) });
  return bookingsPage(res.data, venueNow(timeZone));
}

export async function getCustomerOrder(ctx: RequestContext, orderId: string): Promise<OrderView | null> {
  if (!/^\d{1,12}$/.test(orderId)) return null;
  return orNull(providerRequest(`customers/orders/${orderId}`, { ctx, schema: orderDetailResponseSchema }).then((r) => reshapeOrder(r.data)));
}

export async function rescheduleBooking(ctx: RequestContext, orderId: number, body: { line: number; date: string; start_time: string; end_time: string }) {
  return providerRequest(`customers/bookings/${orderId}/reschedule`, { ctx, method: 'POST', body, schema: bookingChangeResponseSchema });
}

/** What cancelling the line would refund and where (issue 23 item 4), asked before the customer confirms. */
export async function getRefundQuote(ctx: RequestContext, orderId: number, line: number): Promise<{ amount: number; currency: string; parts: Refund[] }> {
  return (await providerRequest(`customers/bookings/${orderId}/refund`, { ctx, schema: refundQuoteResponseSchema, query: { line } })).data;
}

export async function cancelBooking(ctx: RequestContext, orderId: number, line: number) {
  return providerRequest(`customers/bookings/${orderId}/cancel`, { ctx, method: 'POST', body: { line }, schema: bookingChangeResponseSchema });
}

export async function saveFamilyMember(ctx: RequestContext, id: number | null, body: Record<string, string>): Promise<FamilyMember[]> {
  const res = await providerRequest(id ? `customers-associated/${id}` : 'customers-associated', { ctx, method: id ? 'PUT' : 'POST', body, schema: associatedResponseSchema });
  return res.data.map(familyMember);
}

export async function deleteFamilyMember(ctx: RequestContext, id: number): Promise<FamilyMember[]> {
  return (await providerRequest(`customers-associated/${id}`, { ctx, method: 'DELETE', schema: associatedResponseSchema })).data.map(familyMember);
}

export async function getGuests(ctx: RequestContext, page: number): Promise<Paged<Guest>> {
  return guestsPage((await providerRequest('partners/guests', { ctx, schema: guestsResponseSchema, query: { page } })).data);
}

export async function uploadGuests(ctx: RequestContext, guests: Array<Record<string, string>>) {
  return providerRequest('partners/guests', { ctx, method: 'POST', body: { guests }, schema: guestUploadResponseSchema });
}

export async function openSupportTicket(ctx: RequestContext, body: { subject: string; message: string }): Promise<SupportTicket> {
  return supportTicket((await providerRequest('support/tickets', { ctx, method: 'POST', body, schema: supportTicketResponseSchema })).data);
}

export async function replySupportTicket(ctx: RequestContext, id: number, message: string): Promise<SupportTicket> {
  return supportTicket((await providerRequest(`support/tickets/${id}/reply`, { ctx, method: 'POST', body: { message }, schema: supportTicketResponseSchema })).data);
}

export async function saveProfile(ctx: RequestContext, body: Record<string, string>) {
  return providerRequest('customers/profile', { ctx, method: 'POST', body, schema: profileResponseSchema });
}

export async function uploadProfileFile(ctx: RequestContext, kind: 'image' | 'documents', body: FormData) {
  return providerRequest(`customers/profile/${kind}`, { ctx, method: 'POST', body, schema: profileResponseSchema });
}

/** The venue's customer tags (spec §3 customer_tag, "Purpose of visit"), for the profile form. */
export async function getCustomerTags(ctx: RequestContext): Promise<Named[]> {
  return (await providerRequest('customers/all-tags', { ctx, schema: tagsResponseSchema })).data.map(reshapeNamed);
}

export async function changePassword(ctx: RequestContext, body: { current_password: string; password: string; confirm_password: string }) {
  return providerRequest('auth/password/change', { ctx, method: 'POST', body, schema: messageOnlySchema });
}

export async function getPreferences(ctx: RequestContext) {
  return (await providerRequest('customers/preferences', { ctx, schema: preferencesResponseSchema })).data;
}

export async function savePreferences(ctx: RequestContext, body: PreferencesWire) {
  return (await providerRequest('customers/preferences', { ctx, method: 'POST', body, schema: preferencesResponseSchema })).data;
}
