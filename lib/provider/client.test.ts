import { describe, expect, it, vi } from 'vitest';
import { z } from '@/lib/zod';
import { buildUrl, providerRequest } from './client';
import { ProviderError } from './errors';
import { HEADER, localTimeIn, providerHeaders } from './headers';

const schema = z.object({ status: z.boolean(), data: z.object({ n: z.number() }) });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('provider client (spec §7)', () => {
  it('builds URLs under /api/v2/ with array parameters', () => {
    expect(buildUrl('facilities/schedule', { date: '2026-11-22', 'game_formations': [1, 2], empty: '' }, 'http://p')).toBe(
      'http://p/api/v2/facilities/schedule?date=2026-11-22&game_formations%5B%5D=1&game_formations%5B%5D=2',
    );
    expect(buildUrl('/verify-time', undefined, 'http://p')).toBe('http://p/verify-time');
  });

  it('sends the contract headers', () => {
    const h = providerHeaders({ siteToken: 's', sessionId: 'sid', bearer: 't', timeZone: 'Asia/Dubai' }, new Date('2026-11-21T20:30:00Z'));
    expect(h[HEADER.localTime]).toBe('2026-11-22 00:30:00');
    expect(h[HEADER.timeZone]).toBe('Asia/Dubai');
    expect(h[HEADER.siteToken]).toBe('s');
    expect(h[HEADER.sessionId]).toBe('sid');
    expect(h.authorization).toBe('Bearer t');
    expect(localTimeIn('UTC', new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02 03:04:05');
  });

  it('validates answers and maps them', async () => {
    const fetchImpl = vi.fn(async () => json({ status: true, data: { n: 3 } }));
    await expect(providerRequest('x', { schema, fetchImpl })).resolves.toEqual({ status: true, data: { n: 3 } });
  });

  it('turns a failed answer into one error with status, server message and data', async () => {
    const fetchImpl = vi.fn(async () => json({ status: false, message: 'Maximum capacity reached', data: { remaining: 1 } }, 409));
    const err = await providerRequest('cart/sync', { method: 'POST', body: {}, schema, fetchImpl }).catch((e) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ kind: 'http', status: 409, serverMessage: 'Maximum capacity reached', data: { remaining: 1 } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('treats status false inside an HTTP 200 as a failure', async () => {
    const fetchImpl = vi.fn(async () => json({ status: false, message: 'Invalid OTP' }));
    await expect(providerRequest('auth/x', { method: 'POST', schema, fetchImpl })).rejects.toMatchObject({ serverMessage: 'Invalid OTP' });
  });

  it('rejects an answer that breaks the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchImpl = vi.fn(async () => json({ status: true, data: { n: 'three' } }));
    await expect(providerRequest('x', { schema, fetchImpl })).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('retries a read once on a network fault, and flags a 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const fetchImpl = vi.fn(async () => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return json({ status: true, data: { n: 1 } });
    });
    await expect(providerRequest('x', { schema, fetchImpl })).resolves.toBeTruthy();
    expect(calls).toBe(2);
    const unauthorized = await providerRequest('x', { schema, fetchImpl: async () => json({ message: 'Unauthenticated' }, 401) }).catch((e) => e);
    expect(unauthorized.unauthorized).toBe(true);
    expect(unauthorized.retryable).toBe(false);
  });

  it('caches a public read in memory when asked', async () => {
    const fetchImpl = vi.fn(async () => json({ status: true, data: { n: 7 } }));
    // The venue's identity is read once from its config (venue-identity.ts); only the reads of the path count here.
    const reads = () => fetchImpl.mock.calls.filter((c) => String((c as unknown[])[0]).includes('cached-path')).length;
    await providerRequest('cached-path', { schema, fetchImpl, cacheTtlMs: 10_000, ctx: { siteToken: 'a' } });
    await providerRequest('cached-path', { schema, fetchImpl, cacheTtlMs: 10_000, ctx: { siteToken: 'a' } });
    expect(reads()).toBe(1);
    // A personal read is never cached.
    await providerRequest('cached-path', { schema, fetchImpl, cacheTtlMs: 10_000, ctx: { siteToken: 'a', bearer: 't' } });
    expect(reads()).toBe(2);
  });
});
