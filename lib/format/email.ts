/**
 * A long email address on a narrow screen (390 px) breaks where a reader expects it: after the "@" and after each
 * ".", never inside a name. The parts, in order, to be joined with <wbr> (components/auth/ProfileView.tsx); joined
 * they are the address unchanged.
 */
export function emailParts(email: string): string[] {
  return email.split(/(?<=[@.])/).filter(Boolean);
}
