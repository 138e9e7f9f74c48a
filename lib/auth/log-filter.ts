/**
 * Which of next-auth's errors are faults worth an error log (issue 16 §7: a clean run logs nothing at error level,
 * so a real fault stands out). Not faults: a refused sign-in (the visitor's business), and a session cookie that
 * does not decode (JWTSessionError: a junk or forged cookie, or one from before the secret changed; the visitor is
 * simply signed out).
 */
const NOT_FAULTS = new Set(['CredentialsSignin', 'JWTSessionError']);

export function isAuthFault(error: unknown): boolean {
  const type = (error as { type?: unknown } | null)?.type;
  return !(typeof type === 'string' && NOT_FAULTS.has(type));
}
