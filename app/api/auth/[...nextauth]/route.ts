import type { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth/auth';
import { resolveTenantSafe } from '@/lib/tenant/tenants';
import { signInRouteLimit } from '@/lib/rate-limit/sign-in';

/**
 * next-auth's own routes, for a venue's host only: a malformed or unknown Host has no sessions, and next-auth
 * could not even build its URL from it (issue 16 §7: it logged "Invalid URL" at error level).
 */
const notHere = () => Response.json({ status: false, message: 'Not found' }, { status: 404, headers: { 'cache-control': 'private, no-store' } });

export function GET(req: NextRequest) {
  return resolveTenantSafe(req.headers.get('host')) ? handlers.GET(req) : notHere();
}

export async function POST(req: NextRequest) {
  if (!resolveTenantSafe(req.headers.get('host'))) return notHere();
  // Issue 26: an address over the sign-in limit gets 429 with Retry-After (the try is counted in authorize).
  return (await signInRouteLimit(req)) ?? handlers.POST(req);
}
