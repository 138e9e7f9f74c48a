import { rateLimits } from './limiter';
import { otpClear, otpLocked, otpWrong } from './otp-lock';
import { requestKeys, tooMany } from './request';
import type { RuleName } from './config';
import { tooManyMessage, visitorLocale } from './words';

/**
 * Sign-in's limits (issue 26), applied inside next-auth's authorize (lib/auth/auth.ts), so the server actions and a
 * script posting to /api/auth/callback/<provider> directly count alike. Every attempt counts against the address and
 * the account; one that succeeds is given back, so only failures add up (20 failed sign-ins from one address: 429).
 * An email code's wrong tries also count towards its lock (otp-lock.ts).
 */
export interface Refusal {
  code: 'rate_limited' | 'otp_locked';
  message: string;
}

const WRONG_CODE = new Set(['otp_invalid', 'not_found', 'account_not_found']);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function plan(provider: string, c: Record<string, unknown>): { rule: RuleName; account: string[]; otp: string | null } | null {
  switch (provider) {
    case 'mobile':
      return { rule: 'signin', account: ['mobile', str(c.country_code), str(c.mobile_number).replace(/\D/g, '')], otp: null };
    case 'email-otp':
      return { rule: 'signin', account: ['email', str(c.email)], otp: str(c.email) };
    case 'sso':
      return { rule: 'signin', account: [], otp: null };
    case 'guest':
      return { rule: 'guest', account: ['guest', str(c.email), str(c.mobile_number).replace(/\D/g, '')], otp: null };
    default:
      return null;
  }
}

export interface SignInGuard {
  /** A refusal before the provider is asked, or null. */
  refusal: Refusal | null;
  /** After the provider's answer: gives the try back on success; on a wrong code, the lock's refusal if it locked. */
  settle(ok: boolean, failureCode?: string): Promise<Refusal | null>;
}

export async function signInGuard(provider: string, credentials: Record<string, unknown>, h: Headers): Promise<SignInGuard> {
  const p = plan(provider, credentials);
  if (!p) return { refusal: null, settle: async () => null };
  const keys = requestKeys(h, ...p.account);
  if (p.otp) {
    const l = await otpLocked(h, 'login', p.otp);
    if (l) return { refusal: l, settle: async () => null };
  }
  const v = await rateLimits().consume(p.rule, keys);
  if (!v.ok) return { refusal: { code: 'rate_limited', message: tooManyMessage(visitorLocale(h), v.retryAfterS) }, settle: async () => null };
  return {
    refusal: null,
    async settle(ok, failureCode) {
      if (ok) {
        await rateLimits().reward(p.rule, keys);
        if (p.otp) await otpClear(h, 'login', p.otp);
        return null;
      }
      // An unknown email counts like a wrong code: its lock must not tell accounts apart (lib/auth/result.ts).
      return p.otp && WRONG_CODE.has(failureCode ?? '') ? otpWrong(h, 'login', p.otp) : null;
    },
  };
}

/**
 * For next-auth's own POST routes (a script that posts to the credentials callback directly): the 429 with
 * Retry-After when the address is already over the sign-in limit, else null. The try itself is counted in authorize.
 */
export async function signInRouteLimit(req: Request): Promise<Response | null> {
  const provider = /\/api\/auth\/callback\/([a-z-]+)/.exec(new URL(req.url).pathname)?.[1];
  if (req.method !== 'POST' || !provider) return null;
  const rule: RuleName = provider === 'guest' ? 'guest' : 'signin';
  const v = await rateLimits().peek(rule, { ip: requestKeys(req.headers).ip });
  return v.ok ? null : tooMany(v, req.headers);
}
