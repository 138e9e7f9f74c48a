/**
 * The load test's "add facility tickets" step, enabled once the booking feature allow-lists cart/sync.
 * TO WIRE (booking feature): replace the body below with a real facility ticket of the seeded venue (what the
 * booking modal sends), and return 'held' when the answer says the customer holds the tickets, 'refused' when it
 * is a clear refusal (sold out, 4xx with a message). The load test then also compares the sandbox's reservations
 * with the number of 'held' answers (issue 6 §2: nothing lost, nothing oversold).
 */
export async function addFacilityTicket({ call, port }) {
  const r = await call('cart', {
    path: '/api/provider/cart/sync',
    method: 'POST',
    host: `localhost:${port}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ items: [] }),
  });
  if (!r) return 'error';
  return r.status >= 200 && r.status < 300 ? 'held' : r.status < 500 ? 'refused' : 'error';
}
