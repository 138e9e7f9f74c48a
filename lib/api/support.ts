import { ApiError, api } from './client';
import { supportTicketResponseSchema, supportTicketsResponseSchema } from '../provider/self-service';
import { supportTicket, supportTicketsPage, type SupportTicketSummary } from '../provider/self-service-lists';
import type { Paged, SupportTicket } from '../self-service/types';

/** One page of the signed-in customer's support tickets (spec §2 /customer-support), 16 a page. */
export const fetchSupportTickets = async (page: number, signal?: AbortSignal): Promise<Paged<SupportTicketSummary>> =>
  supportTicketsPage((await api.get('support/tickets', { query: { page }, schema: supportTicketsResponseSchema, signal })).data);

/**
 * One ticket with its conversation (spec §2 /customer-support/{id}), or null when it is not the customer's: the
 * provider answers 404 for another customer's ticket and for an id that does not exist; an id that is not a number
 * is never asked for.
 */
export async function fetchSupportTicket(id: string, signal?: AbortSignal): Promise<SupportTicket | null> {
  if (!/^\d{1,12}$/.test(id)) return null;
  try {
    return supportTicket((await api.get(`support/tickets/${id}`, { schema: supportTicketResponseSchema, signal })).data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}
