import { buildUrl } from '../provider/client';

/**
 * Is the provider reachable? One small GET (`verify-time`, spec §7) with a short time-out: any answer below 500
 * means reachable (it may refuse us without a venue's token; that is not a fault of the connection). The result is
 * kept for a couple of seconds so a balancer polling every instance cannot turn into load on the provider.
 */
const KEEP_MS = 2000;
const TIMEOUT_MS = 2000;
let last: { at: number; fault: string | null } | null = null;

export async function providerFault(fetchImpl: typeof fetch = fetch, now = Date.now()): Promise<string | null> {
  if (last && now - last.at < KEEP_MS) return last.fault;
  let fault: string | null = null;
  try {
    const res = await fetchImpl(buildUrl('verify-time'), { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
    await res.body?.cancel();
    if (res.status >= 500) fault = `answered ${res.status}`;
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    fault = err.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS} ms` : (err.cause?.code ?? err.message);
  }
  last = { at: now, fault };
  return fault;
}

/** For tests. */
export function forgetProviderProbe(): void {
  last = null;
}
