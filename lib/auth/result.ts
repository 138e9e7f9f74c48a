import { isProviderError } from '../provider/errors';
import { issuesByField, type ActionResult } from '../forms/action-result';

/** What an account server action answers: the one form result (lib/forms/action-result.ts). */
export type { ActionResult };

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
  // A 404 from an auth call means no account matched what was given (the sandbox adds code not_found).
  return failure(typeof code === 'string' ? code : e.status === 404 ? 'not_found' : 'refused', e.serverMessage);
}

/** zod issues to { field: validation key } (first issue per field). */
export const fieldErrors = issuesByField;

/**
 * Whether an email has an account is nobody's business but its owner's (issue 16 §3): a refusal because no account
 * exists for the email is answered like the outcome a real account gets at that step, so the two cannot be told
 * apart. `asIf` is that outcome: success when a code is sent, the wrong-code failure when a code is checked.
 */
export function withoutAccountDisclosure<T>(r: ActionResult<T>, asIf: ActionResult<T>): ActionResult<T> {
  if (!r.ok && (r.code === 'not_found' || r.code === 'account_not_found')) return asIf;
  return r;
}
