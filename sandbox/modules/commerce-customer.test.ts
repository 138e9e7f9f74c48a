import { beforeEach, describe, expect, it } from 'vitest';
import { code, commerceKit, CUSTOMER, MEMBER } from './commerce-test-kit';

/** Spec §3 order payload customerId: the sandbox, as a provider would, takes an order only for the bearer's own customer. */
let kit: ReturnType<typeof commerceKit>;
beforeEach(() => void (kit = commerceKit()));

const EVENT_2_ADULT = { event_id: 2, event_ticket_id: 250, schedule_id: 201, quantity: 1 };
const idOf = (bearer: string) => String((kit.call('GET', '/api/v2/customers/me', { bearer }).body as { data: { id: number } }).data.id);

describe('order payload customerId (spec §3)', () => {
  it("accepts the bearer's own id and refuses another customer's with customer_mismatch", () => {
    const bearer = kit.login(CUSTOMER);
    const other = idOf(kit.login(MEMBER));
    const refused = kit.order({ event: [EVENT_2_ADULT] }, { bearer, fields: { customerId: other, gender: 'Female' } });
    expect([refused.status, code(refused)]).toEqual([422, 'customer_mismatch']);
    const ok = kit.order({ event: [EVENT_2_ADULT] }, { bearer, fields: { customerId: idOf(bearer), gender: 'Female' } });
    expect(ok.status).toBe(200);
  });
});
