import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetProviderProbe, providerFault } from './provider-probe';

// Issue 14 §3: readiness needs the provider reachable; a refusal of our request is still an answer.
describe('providerFault', () => {
  beforeEach(() => forgetProviderProbe());

  it('is null for any answer below 500, including a refusal', async () => {
    expect(await providerFault(vi.fn(async () => new Response('{}', { status: 401 })), 1)).toBeNull();
  });

  it('names a 5xx answer and a connection error', async () => {
    expect(await providerFault(vi.fn(async () => new Response('', { status: 502 })), 1)).toBe('answered 502');
    forgetProviderProbe();
    const refused = vi.fn(async () => {
      throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    });
    expect(await providerFault(refused, 1)).toBe('ECONNREFUSED');
  });

  it('asks the provider at most once every two seconds', async () => {
    const f = vi.fn(async () => new Response('{}'));
    await providerFault(f, 1000);
    await providerFault(f, 2500);
    expect(f).toHaveBeenCalledTimes(1);
    await providerFault(f, 3001);
    expect(f).toHaveBeenCalledTimes(2);
  });
});
