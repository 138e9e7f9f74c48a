import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { makeWalletTestCredentials, type WalletTestCredentials } from './__tests__/test-credentials';
import { orderDetailSchema } from '@/lib/provider/commerce';
import { reshapeOrder } from '@/lib/orders/reshape';
import { arabicVenueOrder } from '@/lib/orders/__fixtures__/orders';
import { forgetWalletCredentials, loadGoogleSigner } from './credentials';
import { GOOGLE_SAVE_URL, googleSaveUrl } from './google';
import { passContent } from './pass-content';

vi.mock('server-only', () => ({}));

/**
 * Issue 25 item 3: the "Save to Google Wallet" link carries a JWT signed RS256 with the operator's service-account
 * key; it verifies with the key's public half and its objects have the fields Google's schema requires
 * (eventTicketClass: id, issuerName, eventName, reviewStatus; eventTicketObject: id, classId, state).
 */
const order = reshapeOrder(orderDetailSchema.parse(arabicVenueOrder));
const theme = { primary: '#b91c1c', secondary: '#111827', cta: '#f59e0b', accent: '#10b981', dark: '#111827', mode: 'light' as const };
let creds: WalletTestCredentials;
// openssl makes two RSA keys: slow on a busy machine.
beforeAll(() => {
  creds = makeWalletTestCredentials();
}, 120_000);

const ID = /^\d+\.[A-Za-z0-9._-]+$/;
const LOCALIZED = { defaultValue: { language: 'en', value: expect.any(String) }, translatedValues: [{ language: 'ar', value: expect.stringMatching(/\S/) }] };

describe('Google Wallet save link', { timeout: 60_000 }, () => {
  it('is a JWT signed RS256 by the service account, for the storefront origin, with a valid class and object', async () => {
    const signer = loadGoogleSigner(creds.google, 'arena.localhost')!;
    expect(signer).not.toBeNull();
    const content = passContent(order, 0, theme)!;
    const url = await googleSaveUrl(content, signer, { host: 'arena.localhost', origin: 'https://arena.example', iconUrl: 'https://arena.example/pwa/icon-192.png' });
    expect(url.startsWith(GOOGLE_SAVE_URL)).toBe(true);
    const key = JSON.parse(readFileSync(creds.google.serviceAccountFile, 'utf8')) as { private_key: string; client_email: string };
    const { payload, protectedHeader } = await jwtVerify(url.slice(GOOGLE_SAVE_URL.length), createPublicKey(key.private_key), { issuer: key.client_email, audience: 'google', algorithms: ['RS256'] });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ typ: 'savetowallet', origins: ['https://arena.example'] });
    const { eventTicketClasses, eventTicketObjects } = payload.payload as { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: Record<string, unknown>[] };
    const [cls] = eventTicketClasses;
    const [obj] = eventTicketObjects;
    expect(cls).toMatchObject({ id: expect.stringMatching(ID), issuerName: expect.any(String), eventName: LOCALIZED, reviewStatus: 'UNDER_REVIEW', hexBackgroundColor: '#b91c1c' });
    expect(String(cls!.id).startsWith(`${creds.google.issuerId}.`)).toBe(true);
    expect(obj).toMatchObject({ id: expect.stringMatching(ID), classId: cls!.id, state: 'ACTIVE', barcode: { type: 'QR_CODE', value: order.tickets[0]!.code } });
    expect(String(obj!.id).startsWith(`${creds.google.issuerId}.`)).toBe(true);
    // Another ticket of the same order is another object.
    const other = await googleSaveUrl(passContent(order, 1, theme)!, signer, { host: 'arena.localhost', origin: 'https://arena.example', iconUrl: null });
    const second = await jwtVerify(other.slice(GOOGLE_SAVE_URL.length), createPublicKey(key.private_key));
    const secondObj = (second.payload.payload as { eventTicketObjects: Array<{ id: string }> }).eventTicketObjects[0]!;
    expect(secondObj.id).not.toBe(obj!.id);
  });

  it('a JWT from another key does not verify (the check can fail)', async () => {
    const signer = loadGoogleSigner(creds.google, 'arena.localhost')!;
    const url = await googleSaveUrl(passContent(order, 0, theme)!, signer, { host: 'arena.localhost', origin: 'https://arena.example', iconUrl: null });
    const other = makeWalletTestCredentials();
    const otherKey = JSON.parse(readFileSync(other.google.serviceAccountFile, 'utf8')) as { private_key: string };
    await expect(jwtVerify(url.slice(GOOGLE_SAVE_URL.length), createPublicKey(otherKey.private_key))).rejects.toThrow();
  });

  it('a missing or broken service-account key turns the link off with one log line', () => {
    forgetWalletCredentials();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(loadGoogleSigner({ ...creds.google, serviceAccountFile: creds.brokenFile }, 'broken.localhost')).toBeNull();
    expect(loadGoogleSigner({ ...creds.google, serviceAccountFile: creds.brokenFile }, 'broken.localhost')).toBeNull();
    expect(loadGoogleSigner({ ...creds.google, serviceAccountFile: path.join(creds.dir, 'absent.json') }, 'absent.localhost')).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(String(log.mock.calls[0]![0])).toMatch(/^\[wallet\] Google Wallet links are off for broken\.localhost: the service-account key .* is not JSON$/);
    expect(String(log.mock.calls[1]![0])).toContain('cannot read the service-account key');
    log.mockRestore();
  });
});
