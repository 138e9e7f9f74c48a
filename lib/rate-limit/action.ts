import { headers } from 'next/headers';
import { failure, type ActionResult } from '../auth/result';
import type { RuleName } from './config';
import { rateLimits } from './limiter';
import { otpClear, otpLocked, otpWrong } from './otp-lock';
import { requestKeys } from './request';
import { tooManyMessage, visitorLocale } from './words';

/**
 * Rate limits for server actions (issue 26). A server action has no status of its own, so a limited one answers the
 * failure `rate_limited` with the words in the visitor's language as its message (not an auth.errors key, so the
 * account forms show the message).
 */
export async function limitAction(rule: RuleName, ...account: Array<string | null | undefined>): Promise<ActionResult<never> | null> {
  const h = await headers();
  const v = await rateLimits().consume(rule, requestKeys(h, ...account));
  return v.ok ? null : failure('rate_limited', tooManyMessage(visitorLocale(h), v.retryAfterS));
}

/** For actions that answer a FormState: true when the request is over its limit (selfService.errors.rateLimited). */
export async function overLimit(rule: RuleName, ...account: Array<string | null | undefined>): Promise<boolean> {
  const v = await rateLimits().consume(rule, requestKeys(await headers(), ...account));
  return !v.ok;
}

/** lib/rate-limit/otp-lock.ts for server actions: null, or the failure `otp_locked` with its words. */
export const otpLock = {
  async check(purpose: string, subject: string | null | undefined): Promise<ActionResult<never> | null> {
    const l = await otpLocked(await headers(), purpose, subject);
    return l && failure(l.code, l.message);
  },
  async wrong(purpose: string, subject: string | null | undefined): Promise<ActionResult<never> | null> {
    const l = await otpWrong(await headers(), purpose, subject);
    return l && failure(l.code, l.message);
  },
  async clear(purpose: string, subject: string | null | undefined): Promise<void> {
    await otpClear(await headers(), purpose, subject);
  },
};
