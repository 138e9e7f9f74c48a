/**
 * The rate limits (issue 26): for each guarded action, how many tries one client address and one account may make
 * in a window; past it, the key is refused until the window has passed (the 429's Retry-After). Sane defaults here,
 * each overridable without a rebuild (README "Rate limits"):
 *   RATE_LIMIT_<RULE>_<SCOPE>=<points>/<seconds>   e.g. RATE_LIMIT_SIGNIN_IP=20/900 (RULE upper-case, '-' as '_')
 *   RATE_LIMIT_WINDOW_S=<seconds>                  every other window and block this long (tests wait seconds)
 *   RATE_LIMITS=off                                no limits at all
 */
export type Scope = 'ip' | 'account';

export const RULES = [
  /** Password, one-time-code and single sign-on sign-in: an attempt counts until it succeeds (then it is given back). */
  'signin',
  /** One-time sign-in code sent by email. */
  'otp-request',
  /** A one-time code checked (sign-in, registration, password reset); the wrong-code lock is `otp-wrong`. */
  'otp-verify',
  /** Wrong codes for one account and purpose: the sixth locks the code (spec-like "a few wrong tries"). */
  'otp-wrong',
  /** Forgot password: code request and new password. */
  'password-reset',
  /** Registration and Become Partner, including the registration code. */
  'register',
  'guest',
  /** POST /api/checkout/order; an idempotency key's repeats are free. */
  'order',
  /** Every other write through /api/provider (cart sync, benefits, …). */
  'provider-write',
  'lead',
  'newsletter',
  /** Support tickets: open and reply. */
  'support',
  /** Guest CSV: upload, add, download of the list. */
  'csv',
] as const;
export type RuleName = (typeof RULES)[number];

export interface Limit {
  points: number;
  durationS: number;
  /** How long a key stays refused once over (defaults to the window). */
  blockS: number;
}
export type RuleLimits = Partial<Record<Scope, Limit>>;

const m = 60;
const lim = (points: number, durationS: number, blockS = durationS): Limit => ({ points, durationS, blockS });

/** Addresses are shared (offices, mobile carriers' NAT): their limits are higher than an account's. */
export const DEFAULT_LIMITS: Record<RuleName, RuleLimits> = {
  signin: { ip: lim(20, 15 * m), account: lim(10, 15 * m) },
  'otp-request': { ip: lim(10, 15 * m), account: lim(5, 15 * m) },
  'otp-verify': { ip: lim(30, 15 * m), account: lim(20, 15 * m) },
  'otp-wrong': { account: lim(5, 15 * m) },
  'password-reset': { ip: lim(10, 15 * m), account: lim(5, 15 * m) },
  register: { ip: lim(10, 60 * m), account: lim(5, 60 * m) },
  guest: { ip: lim(20, 15 * m), account: lim(10, 15 * m) },
  order: { ip: lim(30, m), account: lim(10, m) },
  'provider-write': { ip: lim(300, m), account: lim(120, m) },
  lead: { ip: lim(10, 10 * m), account: lim(5, 10 * m) },
  newsletter: { ip: lim(10, 10 * m), account: lim(3, 10 * m) },
  support: { ip: lim(20, 10 * m), account: lim(10, 10 * m) },
  csv: { ip: lim(30, 10 * m), account: lim(20, 10 * m) },
};

const OVERRIDE = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/;

/** The limits in force for `env`: defaults, each scope overridable, windows optionally all shortened. */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env): Record<RuleName, RuleLimits> | null {
  if ((env.RATE_LIMITS ?? '').trim().toLowerCase() === 'off') return null;
  const windowS = Number.parseInt(env.RATE_LIMIT_WINDOW_S ?? '', 10);
  const out = {} as Record<RuleName, RuleLimits>;
  for (const rule of RULES) {
    const limits: RuleLimits = {};
    for (const scope of ['ip', 'account'] as const) {
      const base = DEFAULT_LIMITS[rule][scope];
      const raw = env[`RATE_LIMIT_${rule.toUpperCase().replace(/-/g, '_')}_${scope.toUpperCase()}`];
      const o = raw ? OVERRIDE.exec(raw) : null;
      const own = o && Number(o[1]) > 0 && Number(o[2]) > 0 ? lim(Number(o[1]), Number(o[2])) : null;
      if (!own && !base) continue;
      // A rule's own setting wins over the shortened windows.
      const l = own ?? (windowS > 0 ? lim(base!.points, windowS) : base!);
      limits[scope] = l;
    }
    out[rule] = limits;
  }
  return out;
}
