import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('../auth/actions', () => ({ logout: vi.fn(async () => undefined) }));
const { fetchSupportTicket, fetchSupportTickets } = await import('./support');

const answer = (status: number, body: unknown) => {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
afterEach(() => vi.unstubAllGlobals());

const ticket = { id: 4, subject: 'Lights', status: 'open', created_at: '2026-11-20 10:00:00', updated_at: '2026-11-20 10:00:00', messages: [] };

describe('the support islands read through the provider door (spec §2 /customer-support, issue 27 item 3)', () => {
  it('asks for one page of the tickets', async () => {
    const fetch = answer(200, { status: true, data: { data: [], total: 0, per_page: 16, current_page: 3, total_pages: 1 } });
    expect(await fetchSupportTickets(3)).toEqual({ items: [], total: 0, page: 3, totalPages: 1 });
    expect(fetch.mock.calls[0]![0]).toBe('/api/provider/support/tickets?page=3');
  });

  it('reads one ticket; another customer\'s or a made-up one (the provider\'s 404) is null, a non-number is never asked', async () => {
    answer(200, { status: true, data: ticket });
    expect(await fetchSupportTicket('4')).toMatchObject({ id: 4, subject: 'Lights', messages: [] });
    answer(404, { status: false, message: 'Ticket not found' });
    expect(await fetchSupportTicket('999')).toBeNull();
    const fetch = answer(200, { status: true, data: ticket });
    expect(await fetchSupportTicket('conversation')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('lets any other failure through, so the island offers Try again', async () => {
    answer(503, { status: false, message: 'Down' });
    await expect(fetchSupportTicket('4')).rejects.toMatchObject({ status: 503 });
  });
});
