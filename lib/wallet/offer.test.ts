import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantSchema } from '@/lib/tenant/tenants';
import { makeWalletTestCredentials, type WalletTestCredentials } from './__tests__/test-credentials';
import { forgetWalletCredentials } from './credentials';
import { ticketIndex, walletOffer } from './offer';

vi.mock('server-only', () => ({}));

/** Issue 25: the wallet buttons show only for a paid order's tickets at a venue whose credentials load. */
let creds: WalletTestCredentials;
// openssl makes two RSA keys: slow on a busy machine.
beforeAll(() => {
  creds = makeWalletTestCredentials();
}, 120_000);
afterEach(() => forgetWalletCredentials());

const tenant = (extra: object) => ({ ...tenantSchema.parse({ siteToken: 't', ...extra }), host: 'venue.localhost' });
const paid = { status: 'paid' as const, tickets: [{ code: 'A', type: 'event', name: { en: 'A', ar: 'أ' }, detail: null, date: null, start: null, end: null, holder: null }] };

describe('walletOffer', { timeout: 30_000 }, () => {
  it('no configuration: no buttons', () => {
    expect(walletOffer(tenant({}), paid)).toEqual({ apple: false, google: false });
  });
  it('both configured and valid: both buttons for a paid order, none for a cancelled or refunded one', () => {
    const t = tenant({ appleWallet: creds.apple, googleWallet: creds.google });
    expect(walletOffer(t, paid)).toEqual({ apple: true, google: true });
    expect(walletOffer(t, { ...paid, status: 'cancelled' })).toEqual({ apple: false, google: false });
    expect(walletOffer(t, { ...paid, status: 'refunded' })).toEqual({ apple: false, google: false });
    expect(walletOffer(t, { ...paid, tickets: [] })).toEqual({ apple: false, google: false });
  });
  it('a broken certificate hides only that wallet, with a log line', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(walletOffer(tenant({ appleWallet: { ...creds.apple, certificateFile: creds.brokenFile }, googleWallet: creds.google }), paid)).toEqual({ apple: false, google: true });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe('ticketIndex', () => {
  it('takes whole numbers from 1 to the count only', () => {
    expect(ticketIndex('1', 2)).toBe(0);
    expect(ticketIndex('2', 2)).toBe(1);
    for (const bad of [null, '', '0', '3', '-1', '1.5', '1e2', ' 1', '99999']) expect(ticketIndex(bad, 2)).toBeNull();
  });
});
