/** Spec §5 email: pattern {email}, no spaces. Kept free of zod so the footer form does not ship it. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(v: string): boolean {
  return EMAIL_PATTERN.test(v);
}
