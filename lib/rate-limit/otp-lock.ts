import { rateLimits } from './limiter';
import { accountKey } from './request';
import { otpLockedMessage, visitorLocale } from './words';

/**
 * The wrong-code lock (issue 26): per account and purpose ('login', 'password', 'register'), five wrong codes are
 * answered as wrong; the sixth locks the code and says so, and every check of it is refused (the right code too)
 * until a new code is sent or the lock's time has passed (the `otp-wrong` limit, 15 minutes).
 */
export interface Locked {
  code: 'otp_locked';
  message: string;
}

const key = (h: Headers, purpose: string, subject: string | null | undefined) => accountKey(h.get('host'), 'otp', purpose, subject);
const locked = (h: Headers): Locked => ({ code: 'otp_locked', message: otpLockedMessage(visitorLocale(h)) });

/** The refusal when the code is locked, else null. */
export async function otpLocked(h: Headers, purpose: string, subject: string | null | undefined): Promise<Locked | null> {
  const v = await rateLimits().peek('otp-wrong', { account: key(h, purpose, subject) });
  return v.ok ? null : locked(h);
}

/** Counts a wrong code: the refusal when this one locked the code, else null. */
export async function otpWrong(h: Headers, purpose: string, subject: string | null | undefined): Promise<Locked | null> {
  const v = await rateLimits().consume('otp-wrong', { account: key(h, purpose, subject) });
  return v.ok ? null : locked(h);
}

/** A right code, or a new one sent: the count starts again. */
export async function otpClear(h: Headers, purpose: string, subject: string | null | undefined): Promise<void> {
  await rateLimits().reset('otp-wrong', { account: key(h, purpose, subject) });
}
