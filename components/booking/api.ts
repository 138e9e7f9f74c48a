import type { z } from 'zod';
import { clientFetch } from '@/lib/api/client-fetch';

/**
 * Client islands reach the provider only through the BFF (/api/provider, DESIGN §3); answers are parsed with the
 * shared wire schemas. A refusal carries the provider's message (spec §8) for the caller to show.
 */
export class BffError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | null,
    readonly data: unknown,
  ) {
    super(serverMessage ?? `HTTP ${status}`);
  }
}

type Query = Record<string, string | number | null | undefined | Array<string | number>>;

type Opts = { query?: Query; method?: 'GET' | 'POST' | 'DELETE'; body?: unknown; signal?: AbortSignal };

export async function bff<S extends z.ZodTypeAny>(path: string, schema: S, opts: Opts = {}): Promise<z.output<S>> {
  const parsed = schema.safeParse(await bffRaw(path, opts));
  if (!parsed.success) throw new BffError(502, null, null);
  return parsed.data;
}

/** Without a schema, for callers that only need success or the refusal (keeps zod out of the cart page bundle). */
export async function bffRaw(path: string, opts: Opts = {}): Promise<unknown> {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((x) => qs.append(`${k}[]`, String(x)));
    else qs.set(k, String(v));
  }
  // clientFetch adds the device's time and zone and, on a 401, signs out and goes to /login (spec §8); the
  // selection survives because the cart lives in session storage and the login link carries nextUrl back.
  const res = await clientFetch(`/api/provider/${path}${qs.size ? `?${qs}` : ''}`, {
    method: opts.method ?? 'GET',
    headers: opts.body !== undefined ? { 'content-type': 'application/json' } : {},
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
  });
  const json = (await res.json().catch(() => null)) as { status?: boolean; message?: string; data?: unknown } | null;
  if (!res.ok || json?.status === false) throw new BffError(res.status, json?.message ?? null, json?.data);
  return json;
}

/** Spec §8 capacity refusals from the provider, turned into message keys with their values. */
export function capacityFromServer(e: unknown): { key: 'capacityReached' } | { key: 'capacityRemaining'; remaining: number; requested: number } | null {
  if (!(e instanceof BffError) || e.status !== 409) return null;
  const m = /remaining capacity is (\d+), requested capacity is (\d+)/.exec(e.serverMessage ?? '');
  return m ? { key: 'capacityRemaining', remaining: Number(m[1]), requested: Number(m[2]) } : { key: 'capacityReached' };
}
