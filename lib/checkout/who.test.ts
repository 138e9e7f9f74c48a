import { describe, expect, it } from 'vitest';
import { checkouterOf, guestOrderAllowed, paymentMethods } from './who';
import { orderResult } from './request';

describe('who checks out (spec §6)', () => {
  it('a guest orders facility and event items only', () => {
    expect(guestOrderAllowed({ event: [{ event_id: 1, event_ticket_id: 1, schedule_id: 1, quantity: 1 }] })).toBe(true);
    expect(guestOrderAllowed({ event: [{ event_id: 1, event_ticket_id: 1, schedule_id: 1, quantity: 1 }], offers: [{ offer_id: 1, quantity: 1 }] })).toBe(false);
    expect(guestOrderAllowed({})).toBe(false);
  });
  it('payment means by role: credit facility for partners only, card only for guests', () => {
    expect(paymentMethods(checkouterOf({ anonymous: true, partner: false }))).toEqual(['card']);
    expect(paymentMethods(checkouterOf({ anonymous: false, partner: false }))).toEqual(['card', 'wallet', 'qpoints']);
    expect(paymentMethods(checkouterOf({ anonymous: false, partner: true }))).toContain('credit');
    expect(paymentMethods(checkouterOf(null))).toEqual([]);
  });
});

describe('order result (spec §4: payment redirect, success or approval required)', () => {
  const d = { pg: 'sandbox', url: 'http://p/pay/T1', transactionId: 'T1', isApprovalRequired: false, token: 'tok', order_id: 5 };
  it('redirect with or without a form post', () => {
    expect(orderResult(d, true)).toMatchObject({ result: 'redirect', payment: { url: 'http://p/pay/T1', transactionId: 'T1', formPost: true } });
  });
  it('nothing left to pay: done, or approval', () => {
    expect(orderResult({ ...d, url: null, pg: null }, false)).toMatchObject({ result: 'done', payment: null, token: 'tok' });
    expect(orderResult({ ...d, url: null, pg: null, isApprovalRequired: true }, false)).toMatchObject({ result: 'approval' });
  });
});
