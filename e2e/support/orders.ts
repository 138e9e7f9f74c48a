import { expect, type Page } from '@playwright/test';
import { signInFast } from './session';

/**
 * A paid order of a sandbox customer placed straight through the sandbox's order API (card, paid on the sandbox's
 * payment page), and signing in; for specs that start from an existing order.
 */
export const SANDBOX_API = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4110}`;
const OASIS_SITE = 'oasis-site-token';

export async function sandboxLogin(mobile: string): Promise<string> {
  const r = await fetch(`${SANDBOX_API}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site-token': OASIS_SITE },
    body: JSON.stringify({ country_code: '971', mobile_number: mobile, password: 'Sandbox#2026' }),
  });
  return ((await r.json()) as { data: { token: string } }).data.token;
}

/** Padel Court 1, and the basketball courts (sandbox/seed/default.booking.json: 51 full, 52 and 53 its halves). */
export const COURTS = { padel1: { product: 111, facility: 11, service: 1 }, fullCourt: { product: 511, facility: 51, service: 5 }, halfCourtA: { product: 521, facility: 52, service: 5 } } as const;
type Court = (typeof COURTS)[keyof typeof COURTS];

/** A paid booking (one ticket by default) of the customer at the Oasis venue, Padel Court 1 unless another court; returns the order id. */
export async function placePaidFacilityOrder(mobile: string, date: string, start: string, end: string, quantity = 1, court: Court = COURTS.padel1): Promise<number> {
  const bearer = await sandboxLogin(mobile);
  const form = new FormData();
  form.set('products', JSON.stringify({ capacity_facility: [{ product_id: court.product, quantity, facility_id: court.facility, venue_service_id: court.service, date, start_time: start, end_time: end }] }));
  form.set('return_url', 'http://localhost');
  form.set('locale', 'en');
  const r = await fetch(`${SANDBOX_API}/api/v2/orders`, { method: 'POST', headers: { 'x-site-token': OASIS_SITE, authorization: `Bearer ${bearer}` }, body: form });
  const body = (await r.json()) as { data: { order_id: number; transactionId: string | null; url: string | null } };
  expect(r.status, JSON.stringify(body)).toBe(200);
  if (body.data.url && body.data.transactionId) {
    await fetch(`${SANDBOX_API}/pay/${body.data.transactionId}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  }
  return body.data.order_id;
}

/** Signed in (setup: through next-auth's route, e2e/support/session.ts) and on `next`, not sent to the login page. */
export async function signInTo(page: Page, base: string, mobile: string, next: string): Promise<void> {
  await signInFast(page, base, mobile, next);
  await expect(page).toHaveURL((u) => `${u.pathname}${u.search}` === next);
}

export const dubaiDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + offsetDays * 86_400_000));
