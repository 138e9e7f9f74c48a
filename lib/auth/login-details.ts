/**
 * Spec §8 "Login details missing": a sign-in whose details lack the username (the email of an email-and-code
 * sign-in) or the mobile number is refused before the provider is asked, with 'Username not found in login
 * details' or 'Mobile number not found in login details' (messages auth.errors.username_missing, mobile_missing).
 */
export type MissingLoginDetail = 'username_missing' | 'mobile_missing';

const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';

export function missingLoginDetail(kind: 'mobile' | 'email-otp', details: Record<string, unknown>): MissingLoginDetail | null {
  if (kind === 'mobile') return filled(details.mobile_number) ? null : 'mobile_missing';
  return filled(details.email) ? null : 'username_missing';
}
