import type { z } from 'zod';
import { ProviderError } from './errors';
import { errorBodySchema } from './schemas';
import { providerHeaders, type RequestContext } from './headers';
import { MemoryCache } from './memory-cache';
import { identityOf, identityResponseSchema, withVenueIdentity, type VenueIdentity } from './venue-identity';

/**
 * The one way to the provider API (DESIGN §1). Every call of spec §7 goes through `providerRequest`, which adds
 * the contract headers, applies a time-out, retries an idempotent read once on a transient fault, validates the
 * answer with zod and turns every failure into a ProviderError that is logged once, with its cause.
 */

export const API_BASE_PATH = '/api/v2/';
const DEFAULT_TIMEOUT_MS = 8000;

export function providerBaseUrl(): string {
  return (process.env.PROVIDER_API_URL ?? `http://127.0.0.1:${process.env.SANDBOX_PORT ?? '4010'}`).replace(/\/+$/, '');
}

export type Query = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

export function buildUrl(path: string, query?: Query, base = providerBaseUrl()): string {
  const clean = path.replace(/^\/+/, '');
  const url = new URL(clean.endsWith('.json') || clean === 'verify-time' ? `/${clean}` : `${API_BASE_PATH}${clean}`, base);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => url.searchParams.append(`${key}[]`, String(v)));
    else url.searchParams.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return url.toString();
}

export interface RequestOptions<S extends z.ZodTypeAny> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  ctx?: RequestContext;
  /** Headers of this call beside the contract's (the order's `idempotency-key`). */
  headers?: Record<string, string>;
  schema: S;
  timeoutMs?: number;
  /** Cache a successful GET in memory for this long (public, per-site data only). */
  cacheTtlMs?: number;
  fetchImpl?: typeof fetch;
  /** False for the call that fetches the venue's config itself (it is made with the configured token). */
  venueIdentity?: boolean;
}

const responseCache = new MemoryCache<unknown>(500);

function logFault(err: ProviderError): void {
  // One line per fault, with its cause; 4xx answers are the user's business, not a fault of ours.
  if (err.kind === 'http' && err.status < 500) return;
  const cause = err.cause instanceof Error ? `${err.cause.name}: ${err.cause.message}` : err.cause ? String(err.cause) : '';
  console.error(`[provider] ${err.message}${cause ? ` — cause: ${cause}` : ''}`);
}

/** How long a venue's identity (from its config) is reused before it is asked again; as the config's own cache. */
const IDENTITY_TTL_MS = 5 * 60_000;
const identities = new MemoryCache<Promise<VenueIdentity | null>>(200);

/** The identity the venue's config names for the configured token; null when the config cannot be read (yet). */
function venueIdentityOf(siteToken: string, fetchImpl?: typeof fetch): Promise<VenueIdentity | null> {
  const hit = identities.get(siteToken);
  if (hit) return hit;
  const loading = providerRequest('config', { ctx: { siteToken }, schema: identityResponseSchema, venueIdentity: false, fetchImpl })
    .then(identityOf)
    .catch(() => {
      identities.set(siteToken, Promise.resolve(null), 5_000);
      return null;
    });
  identities.set(siteToken, loading, IDENTITY_TTL_MS);
  return loading;
}

/**
 * A call's context with the venue's own site token and session id (spec §7, venue-identity.ts), for callers that
 * build their headers themselves (the browser's proxy, the order post); providerRequest applies it to every call.
 */
export async function venueContext(ctx: RequestContext, fetchImpl?: typeof fetch): Promise<RequestContext> {
  return ctx.siteToken ? withVenueIdentity(ctx, await venueIdentityOf(ctx.siteToken, fetchImpl)) : ctx;
}

export async function providerRequest<S extends z.ZodTypeAny>(path: string, given: RequestOptions<S>): Promise<z.output<S>> {
  const opts = given.venueIdentity === false || !given.ctx ? given : { ...given, ctx: await venueContext(given.ctx, given.fetchImpl) };
  const method = opts.method ?? 'GET';
  const url = buildUrl(path, opts.query);
  const cacheKey = `${opts.ctx?.siteToken ?? ''} ${url}`;
  if (method === 'GET' && opts.cacheTtlMs && !opts.ctx?.bearer) {
    const hit = responseCache.get(cacheKey);
    if (hit !== undefined) return hit as z.output<S>;
  }
  const attempts = method === 'GET' ? 2 : 1;
  let lastError: ProviderError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const value = await attemptRequest(path, url, method, opts);
      if (method === 'GET' && opts.cacheTtlMs && !opts.ctx?.bearer) responseCache.set(cacheKey, value, opts.cacheTtlMs);
      return value;
    } catch (e) {
      lastError = e as ProviderError;
      if (!lastError.retryable || lastError.kind === 'timeout') break;
    }
  }
  logFault(lastError!);
  throw lastError!;
}

/**
 * The Server-Timing hook of the storefront's server (lib/http/server-timing.mjs registers it when server.mjs loads
 * it), found on globalThis so that no Node module enters a bundle that imports this file; none: nothing is timed.
 */
const PROVIDER_CALL_HOOK = Symbol.for('storefront.provider-call-started');
const NOT_TIMED = () => {};
export const providerCallStarted = (): (() => void) => ((globalThis as Record<symbol, unknown>)[PROVIDER_CALL_HOOK] as (() => () => void) | undefined)?.() ?? NOT_TIMED;

async function attemptRequest<S extends z.ZodTypeAny>(
  path: string,
  url: string,
  method: string,
  opts: RequestOptions<S>,
): Promise<z.output<S>> {
  const headers = { ...opts.headers, ...providerHeaders(opts.ctx ?? {}) };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  let res: Response;
  // The request's Server-Timing counts the wait from here to the parsed answer (lib/http/server-timing.mjs).
  const ended = providerCallStarted();
  try {
    res = await (opts.fetchImpl ?? fetch)(url, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(opts.timeoutMs ?? Number(process.env.PROVIDER_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS)),
    });
  } catch (cause) {
    ended();
    const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
    throw new ProviderError({ kind: timedOut ? 'timeout' : 'network', path, cause });
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch (cause) {
    ended();
    throw new ProviderError({ kind: res.ok ? 'invalid-response' : 'http', status: res.status, path, cause });
  }
  ended();
  const failed = !res.ok || (typeof json === 'object' && json !== null && (json as { status?: unknown }).status === false);
  if (failed) {
    const parsed = errorBodySchema.safeParse(json);
    throw new ProviderError({
      kind: 'http',
      status: res.ok ? 422 : res.status,
      serverMessage: parsed.success ? (parsed.data.message ?? null) : null,
      data: parsed.success ? parsed.data.data : undefined,
      path,
    });
  }
  const parsed = opts.schema.safeParse(json);
  if (!parsed.success) {
    throw new ProviderError({ kind: 'invalid-response', status: res.status, path, cause: parsed.error });
  }
  return parsed.data;
}
