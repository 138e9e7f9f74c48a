import { isProviderError } from '../provider/errors';

/**
 * What an account server action answers: ok (with optional data), or a failure with a short code the form maps to
 * its own wording and the provider's message when it gave one. Field errors come back as validation keys.
 */
export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string | null }
  | { ok: false; code: string; message: string | null; fields?: Record<string, string> };

export function failure(code: string, message: string | null = null, fields?: Record<string, string>): ActionResult<never> {
  return { ok: false, code, message, fields };
}

/** Provider faults (down, time-out, 5xx) get their own code; refusals carry the provider's code and message. */
export function fromProviderError(e: unknown): ActionResult<never> {
  if (!isProviderError(e)) {
    console.error('[auth] unexpected error', e);
    return failure('provider_down');
  }
  if (e.kind !== 'http' || e.status >= 500) return failure('provider_down');
  const code = (e.data as { code?: unknown } | null | undefined)?.code;
  return failure(typeof code === 'string' ? code : 'refused', e.serverMessage);
}

/** zod issues to { field: validation key } (first issue per field). */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? '_');
    if (!(k in out)) out[k] = i.message;
  }
  return out;
}
