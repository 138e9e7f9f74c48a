import { NextResponse } from 'next/server';
import { currentSession } from '@/lib/auth/current-session';
import { getBearer } from '@/lib/auth/bearer';
import { requestContext } from '@/lib/auth/context';
import { authCalls, displayName } from '@/lib/provider/auth';
import { sessionNames } from '@/lib/auth/session-name';
import { resolveTenantSafe } from '@/lib/tenant/tenants';
import { hasSignedInHint, SIGNED_IN_HINT_COOKIE } from '@/lib/auth/session-cookie';

/**
 * Who is signed in, for client islands: name, the anonymous flag and whether the user is a member or a partner
 * (the booking's schedule-control channel, spec §6). Never the token or the card number. Never cached. The name is
 * the provider's (customers/me): the session cookie holds no profile text (issue 16 §5),
 * kept a few seconds per token (lib/auth/session-name.ts) so a page view costs one provider call at most.
 */
export const dynamic = 'force-dynamic';

async function nameOfSignedIn(): Promise<string> {
  const bearer = await getBearer();
  const ctx = bearer ? await requestContext(bearer) : null;
  if (!ctx) return '';
  return (await sessionNames.get(ctx, async () => displayName((await authCalls.me(ctx)).data))) ?? '';
}

export async function GET(req: Request) {
  // Only a venue's own host has sessions (next-auth cannot even build its URL from a malformed Host).
  const session = resolveTenantSafe(req.headers.get('host')) ? await currentSession() : null;
  const u = session?.user as { anonymous?: boolean; member?: boolean; partner?: boolean } | undefined;
  const user = u
    ? { name: await nameOfSignedIn(), anonymous: Boolean(u.anonymous), member: Boolean(u.member), partner: Boolean(u.partner) }
    : null;
  const res = NextResponse.json({ user }, { headers: { 'cache-control': 'private, no-store' } });
  // A signed-in hint that outlived its session goes (lib/auth/signed-in-hint-cookie.mjs): the islands stop asking.
  if (!user && hasSignedInHint(req.headers.get('cookie') ?? '')) res.cookies.delete(SIGNED_IN_HINT_COOKIE);
  return res;
}
