import 'server-only';
import { requestContext } from './context';
import { failure, fromProviderError, withoutAccountDisclosure, type ActionResult } from './result';
import { limitAction, otpLock } from '../rate-limit/action';
import type { RequestContext } from '../provider/headers';

/**
 * A one-time code sent to an email (sign-in or password reset): the request limit per email, then the provider's
 * call; a new code's wrong tries start from none (issue 26; the request limit bounds how often). An unknown account
 * answers as if the code were sent.
 */
export async function sendEmailOtp<R extends { message?: string | null }, T>(
  rule: 'otp-request' | 'password-reset',
  lock: 'login' | 'password',
  email: string,
  call: (ctx: RequestContext) => Promise<R>,
  data: (res: R) => T,
  asIfSent: ActionResult<T>,
): Promise<ActionResult<T>> {
  const ctx = await requestContext();
  if (!ctx) return failure('unknown_site');
  const limited = await limitAction(rule, 'email', email);
  if (limited) return limited;
  try {
    const res = await call(ctx);
    await otpLock.clear(lock, email);
    return { ok: true, data: data(res), message: res.message ?? null };
  } catch (e) {
    return withoutAccountDisclosure(fromProviderError(e), asIfSent);
  }
}
