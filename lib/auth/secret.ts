/** Spec §9: session lifetime 12 hours. */
export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;

/**
 * AUTH_SECRET encrypts the session cookie (README, "Configuration"). `npm start` creates and keeps one under data/
 * when it is unset; `next dev` gets a fixed development-only value so a fresh checkout runs.
 */
export function authSecret(): string | undefined {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  if (process.env.NODE_ENV !== 'production') return 'development-only-secret-not-for-production-use';
  return undefined;
}
