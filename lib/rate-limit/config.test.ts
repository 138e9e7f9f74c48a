import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv, RULES } from './config';

describe('rate limit configuration (issue 26, README "Rate limits")', () => {
  it('has an address and an account limit for every guarded action (the wrong-code lock: account only)', () => {
    for (const r of RULES) {
      expect(DEFAULT_LIMITS[r].account, r).toBeDefined();
      if (r !== 'otp-wrong') expect(DEFAULT_LIMITS[r].ip, r).toBeDefined();
    }
    expect(DEFAULT_LIMITS.signin.ip).toEqual({ points: 20, durationS: 900, blockS: 900 });
    expect(DEFAULT_LIMITS['otp-wrong'].account?.points).toBe(5);
  });

  it('overrides one scope with RATE_LIMIT_<RULE>_<SCOPE>=points/seconds', () => {
    const l = limitsFromEnv({ RATE_LIMIT_PROVIDER_WRITE_IP: '1000/60', RATE_LIMIT_SIGNIN_ACCOUNT: 'nonsense' })!;
    expect(l['provider-write'].ip).toEqual({ points: 1000, durationS: 60, blockS: 60 });
    expect(l.signin.account).toEqual(DEFAULT_LIMITS.signin.account);
  });

  it('shortens every window with RATE_LIMIT_WINDOW_S (tests), keeping the points', () => {
    const l = limitsFromEnv({ RATE_LIMIT_WINDOW_S: '8' })!;
    expect(l.signin.ip).toEqual({ points: 20, durationS: 8, blockS: 8 });
    expect(l['otp-wrong'].account).toEqual({ points: 5, durationS: 8, blockS: 8 });
    expect(limitsFromEnv({ RATE_LIMIT_WINDOW_S: '8', RATE_LIMIT_SIGNIN_IP: '20/30' })!.signin.ip).toEqual({ points: 20, durationS: 30, blockS: 30 });
  });

  it('is off with RATE_LIMITS=off', () => {
    expect(limitsFromEnv({ RATE_LIMITS: 'off' })).toBeNull();
  });
});
